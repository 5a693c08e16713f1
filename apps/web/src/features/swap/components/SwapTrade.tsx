import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { shortHash } from '../../../lib/shorten'
import { usePrefetchAfterLoad } from '../../../lib/usePrefetchAfterLoad'
import { showToast } from '../../../lib/notify'
import { DevFaucetSlot } from '../../../platform/wallet/devWallet/DevFaucetSlot'
import { swapKeys } from '../api/keys'
import { SELL_STEPS, SWAP_STEPS, type SellStep, type SwapStep } from '../flows/tradeSteps'
import { useSwapForm } from '../hooks/useSwapForm'
import { useTradeConfirmation } from '../hooks/useTradeConfirmation'
import { useTradeFlow } from '../hooks/useTradeFlow'
import { useTradeWallet } from '../hooks/useTradeWallet'
import { sellBlocked } from '../sellStatus'
import { QuoteDetails } from './QuoteDetails'
import { SellStatusLine } from './SellStatusLine'
import { SwapAmounts } from './SwapAmounts'
import { TradeConfirmSheet } from './TradeConfirmSheet'
import { TradeProgress } from './TradeProgress'
import { TradeSideTabs } from './TradeSideTabs'

// The sheets open on a tap: their code (antd-mobile's Popup and its animation libraries) loads after
// the first paint (prefetched once the screen has settled), not before it.
const loadSlippageSheet = () => import('./SlippageSheet')
const loadWalletChooser = () => import('../../../platform/wallet/WalletChooser')
const SlippageSheet = lazy(() => loadSlippageSheet().then((m) => ({ default: m.SlippageSheet })))
const WalletChooser = lazy(() => loadWalletChooser().then((m) => ({ default: m.WalletChooser })))

const loadTradeSheets = () => Promise.all([loadSlippageSheet(), loadWalletChooser()])

/** Fetches the sheets' code once the screen has settled. */
export function usePrefetchTradeSheets(): void {
  usePrefetchAfterLoad(loadTradeSheets)
}

/**
 * Buy DPINE on the pool, or sell it through the order contract exactly like /sell-currency (the
 * pool takes DPINE from nobody else): the seller's 90 % share, the sell permission, the same flow.
 * Quotes refresh on every block; the member confirms what is paid and received in a sheet (on a
 * freshly read quote), then the trade runs its steps visibly. A dev-wallet member short of coins is
 * offered the faucet. `refreshKeys`: other queries a trade changes.
 */
export function SwapTrade({ refreshKeys }: { refreshKeys?: readonly QueryKey[] }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const wallet = useTradeWallet()
  const { config, contracts, account } = wallet
  const form = useSwapForm({ config, contracts, account })
  const trade = useTradeFlow<SwapStep | SellStep>({ config, steps: SWAP_STEPS, refreshKeys })
  const [settingsOpen, setSettingsOpen] = useState(false)
  // Mounted from the first opening on, so it closes with its animation.
  const [settingsUsed, setSettingsUsed] = useState(false)
  const openSettings = () => {
    setSettingsUsed(true)
    setSettingsOpen(true)
  }
  usePrefetchTradeSheets()
  const { side, quote, tokenIn, sellStatus } = form
  const problem = form.problem && t(`swap.${form.problem}`, { token: tokenIn })
  const blocked = side === 'sell' && sellBlocked(sellStatus)

  async function execute() {
    if (!quote || !contracts || !config) return
    const common = { config, contracts, settings: form.settings, ensureWallet: wallet.connect }
    const done = (received: bigint) => {
      form.setAmountText('')
      const text = quote.side === 'buy' ? 'swap.success.buy' : 'swap.success.sell'
      showToast(t(text, { amount: formatMoney(received) }), 'success')
    }
    if (quote.side === 'buy') {
      const onApproved = () => showToast(t('swap.success.approve'), 'success')
      // The flow (viem, wagmi, the gas check) loads on the first trade, not before the first paint.
      await trade.run(
        'buy',
        async (hooks) =>
          (await import('../flows/runSwap')).runSwap({ ...common, quote, ...hooks, onApproved }),
        done,
      )
    } else {
      const onApproved = () => showToast(t('swap.success.approveDpine'), 'success')
      await trade.run(
        'sell',
        async (hooks) =>
          (await import('../flows/runSellOrder')).runSellOrder({ ...common, quote, ...hooks, onApproved }),
        done,
      )
    }
  }

  const confirmation = useTradeConfirmation({
    kind: side,
    ready: Boolean(config),
    account,
    connect: wallet.connect,
    isRunning: trade.isRunning,
    refusal: () => {
      if (blocked && sellStatus) return t(`sell.status.${sellStatus}`)
      if (problem || !quote || !contracts) return problem || t('tx.check.notConfigured')
      return null
    },
    refreshQuote: form.refreshQuote,
    execute,
  })

  return (
    <>
      <section className="card">
        <TradeSideTabs
          side={side}
          disabled={trade.busy}
          onSide={(value) => {
            form.switchSide(value)
            trade.reset()
          }}
          onOpenSettings={openSettings}
        />
        {side === 'sell' && <SellStatusLine status={sellStatus} />}
        <SwapAmounts form={form} busy={trade.busy} />
        <QuoteDetails
          quote={quote}
          price={form.price}
          tokenIn={tokenIn}
          tokenOut={form.tokenOut}
          settings={form.settings}
          onOpenSettings={openSettings}
          onChangeSettings={form.changeSettings}
        />
        {form.gasBalance !== undefined && (
          <p className="field-hint">{t('swap.gasHint', { amount: formatMoney(form.gasBalance, 4) })}</p>
        )}
        <Button
          block
          color={side === 'buy' ? 'success' : 'danger'}
          size="large"
          className="swap-submit"
          data-testid="swap-submit"
          loading={trade.busy || !config}
          disabled={(Boolean(trade.pending) && !trade.busy) || (Boolean(account) && blocked)}
          onClick={() => void confirmation.submit()}
        >
          {account ? t(side === 'buy' ? 'swap.submitBuy' : 'swap.submitSell') : t('swap.connect')}
        </Button>
        {account && problem && form.amountText !== '' && (
          <p className="field-hint warn" data-testid="swap-problem">
            {problem}
          </p>
        )}
        {trade.pending && (
          <p className="notice" data-testid="swap-pending">
            {t('swap.pendingTx', { hash: shortHash(trade.pending.hash) })}
          </p>
        )}
      </section>
      <DevFaucetSlot
        config={config}
        usdt={contracts?.usdt}
        usdtNeeded={side === 'buy' && quote ? quote.amountIn : undefined}
        onFunded={() => void queryClient.invalidateQueries({ queryKey: swapKeys.all })}
      />
      <TradeProgress steps={side === 'sell' ? SELL_STEPS : SWAP_STEPS} flow={trade.flow} token={tokenIn} />
      <TradeConfirmSheet
        visible={confirmation.confirming}
        quote={quote}
        tokenIn={tokenIn}
        tokenOut={form.tokenOut}
        settings={form.settings}
        onChangeSettings={form.changeSettings}
        onConfirm={() => void confirmation.confirm()}
        onCancel={confirmation.cancel}
        testId="swap-confirm"
      />
      {settingsUsed && (
        <Suspense fallback={null}>
          <SlippageSheet
            visible={settingsOpen}
            settings={form.settings}
            onChange={form.changeSettings}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
      {wallet.choice && (
        <Suspense fallback={null}>
          <WalletChooser connectors={wallet.setup.connectors} choice={wallet.choice} />
        </Suspense>
      )}
    </>
  )
}
