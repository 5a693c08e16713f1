import type { QueryKey } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { showToast } from '../../../lib/notify'
import { SELL_STEPS } from '../flows/tradeSteps'
import { useSellForm } from '../hooks/useSellForm'
import { useTradeConfirmation } from '../hooks/useTradeConfirmation'
import { useTradeFlow } from '../hooks/useTradeFlow'
import { useTradeWallet } from '../hooks/useTradeWallet'
import { sellBlocked } from '../sellStatus'
import { SellAmount } from './SellAmount'
import { SellStatusLine } from './SellStatusLine'
import { TradeConfirmSheet } from './TradeConfirmSheet'
import { TradeProgress } from './TradeProgress'

// The chooser opens on a tap: its code loads after the first paint, not before it.
const WalletChooser = lazy(() =>
  import('../../../platform/wallet/WalletChooser').then((m) => ({ default: m.WalletChooser })),
)

/**
 * Sell DPINE through VitaOrder.sellDPINEWithMinimum (10 % of the proceeds go back to the pool),
 * bounded by the swap screen's slippage and deadline; the button is off while selling is disabled
 * or not permitted (the status line says which). The member confirms the sale in a sheet first.
 * `refreshKeys`: other queries a sale changes.
 */
export function SellTrade({ refreshKeys }: { refreshKeys?: readonly QueryKey[] }) {
  const { t } = useTranslation()
  const wallet = useTradeWallet()
  const { config, contracts, account } = wallet
  const form = useSellForm({ config, contracts, account })
  const trade = useTradeFlow({ config, steps: SELL_STEPS, refreshKeys })
  const { status, problem, quote } = form

  async function execute() {
    if (!quote || !contracts || !config) return
    await trade.run(
      'sell',
      // The flow (viem, wagmi, the gas check) loads on the first sale, not before the first paint.
      async (hooks) =>
        (await import('../flows/runSellOrder')).runSellOrder({
          config,
          contracts,
          quote,
          settings: form.settings,
          ensureWallet: wallet.connect,
          ...hooks,
          onApproved: () => showToast(t('swap.success.approveDpine'), 'success'),
        }),
      (received) => {
        form.setAmountText('')
        showToast(`${t('sell.success')}：${formatMoney(received)} USDT`, 'success')
      },
    )
  }

  const confirmation = useTradeConfirmation({
    kind: 'sell',
    ready: Boolean(config),
    account,
    connect: wallet.connect,
    isRunning: trade.isRunning,
    refusal: () => {
      if (sellBlocked(status) && status) return t(`sell.status.${status}`)
      if (problem || !contracts) return problem ? t(`sell.problem.${problem}`) : t('tx.check.notConfigured')
      if (!quote) return t('sell.quoteUnavailable')
      return null
    },
    refreshQuote: form.refreshQuote,
    execute,
  })

  return (
    <>
      <section className="card">
        <SellStatusLine status={status} />
        <SellAmount form={form} busy={trade.busy} />
        {account && form.amountText !== '' && problem && (
          <p className="field-hint warn" role="alert" data-testid="sell-problem">
            {t(`sell.problem.${problem}`)}
          </p>
        )}
        <Button
          block
          color="danger"
          size="large"
          className="swap-submit"
          data-testid="sell-submit"
          loading={trade.busy || !config}
          disabled={(Boolean(trade.pending) && !trade.busy) || (Boolean(account) && sellBlocked(status))}
          onClick={() => void confirmation.submit()}
        >
          {account ? t('sell.submit') : t('swap.connect')}
        </Button>
      </section>
      <TradeProgress steps={SELL_STEPS} flow={trade.flow} token="DPINE" />
      <TradeConfirmSheet
        visible={confirmation.confirming}
        quote={quote}
        tokenIn="DPINE"
        tokenOut="USDT"
        settings={form.settings}
        onChangeSettings={form.changeSettings}
        onConfirm={() => void confirmation.confirm()}
        onCancel={confirmation.cancel}
        testId="sell-confirm"
      />
      {wallet.choice && (
        <Suspense fallback={null}>
          <WalletChooser connectors={wallet.setup.connectors} choice={wallet.choice} />
        </Suspense>
      )}
    </>
  )
}
