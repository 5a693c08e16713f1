/**
 * /sell-currency: sell DPINE through VitaOrder.sellDPINEWithMinimum (10 % of the proceeds go back to
 * the pool), bounded by the swap screen's slippage and deadline settings.
 */
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { formatAmount, tryParseAmount } from '@vita/shared/amount'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { PageHeader } from '../../components/PageHeader'
import { marketKeys } from '../../features/market/api/keys'
import { useOrderPermissions } from '../../features/sell/api/getOrderPermissions'
import { useUserDpineBalance } from '../../features/sell/api/getUserDpineBalance'
import { sellKeys } from '../../features/sell/api/keys'
import { SellStatusLine } from '../../features/sell/components/SellStatusLine'
import { quoteSell } from '../../features/sell/sellQuote'
import { sellAmountProblem, sellStatus } from '../../features/sell/sellStatus'
import { usePoolReserves } from '../../features/swap/api/getPoolReserves'
import { swapKeys } from '../../features/swap/api/keys'
import { formatBps } from '../../features/swap/quote'
import { readSwapSettings, type SwapSettings } from '../../features/swap/slippage'
import { TradeSteps } from '../../features/transactions/components/TradeSteps'
import { usePendingTransaction, type PendingOutcome } from '../../features/transactions/usePendingTransaction'
import { useRefreshOnNewBlock } from '../../features/transactions/useRefreshOnNewBlock'
import { WalletChooser } from '../../features/wallet/WalletChooser'
import { showToast } from '../../lib/notify'
import { units } from '../../lib/displayAmount'
import { runSellOrder, SELL_STEPS, type SellStep } from './trade/runSellOrder'
import { tradeErrorMessage } from './trade/tradeErrorMessage'
import { useTradeWallet } from './trade/useTradeWallet'
import '../../lib/antd'
import '../../locales/sections/registerMarket'
import './trade/trade.css'

type Flow = { step: SellStep; failed: boolean; done: boolean }

export default function SellCurrencyScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const wallet = useTradeWallet()
  const { config, contracts, account } = wallet
  const [amountText, setAmountText] = useState('')
  const [flow, setFlow] = useState<Flow | null>(null)
  const [busy, setBusy] = useState(false)
  // The swap screen's stored slippage and deadline (spec default 0 bps, 1200 s); read once per visit.
  const [settings] = useState<SwapSettings>(() => readSwapSettings())
  const running = useRef(false)

  const permissions = useOrderPermissions(config, contracts?.order, account)
  const balance = useUserDpineBalance(config, contracts?.order, account)
  const reserves = usePoolReserves(config, contracts?.pool)
  useRefreshOnNewBlock(config, [sellKeys.all, swapKeys.all])
  const pending = usePendingTransaction(config, (outcome) => reportResumed(outcome))

  const status = permissions.data
    ? sellStatus(permissions.data.sellEnabled, account ? permissions.data.canSell : undefined)
    : null
  const amount = tryParseAmount(amountText)
  const problem = sellAmountProblem(amountText, balance.data)
  const quote =
    amount !== null && reserves.data ? quoteSell(amount, reserves.data, settings.slippageBps) : null

  function refreshAll() {
    void queryClient.invalidateQueries({ queryKey: sellKeys.all })
    void queryClient.invalidateQueries({ queryKey: swapKeys.all })
    void queryClient.invalidateQueries({ queryKey: marketKeys.all })
  }

  function reportResumed({ tx, receipt, error }: PendingOutcome) {
    refreshAll()
    if (!receipt) showToast(tradeErrorMessage(t, error, 'sell'), 'fail')
    else if (tx.kind === 'approve') showToast(t('swap.success.approveDpine'), 'success')
    else showToast(t('sell.success'), 'success')
  }

  async function submit() {
    if (running.current || !config) return
    if (!account) {
      try {
        await wallet.connect()
      } catch (error) {
        showToast(tradeErrorMessage(t, error, 'sell'), 'fail')
      }
      return
    }
    if (status === 'disabled' || status === 'cannotSell') {
      showToast(t(`sell.status.${status}`), 'fail')
      return
    }
    if (problem || amount === null || !contracts) {
      showToast(problem ? t(`sell.problem.${problem}`) : t('tx.check.notConfigured'), 'fail')
      return
    }
    if (!quote) {
      showToast(t('sell.quoteUnavailable'), 'fail')
      return
    }
    running.current = true
    setBusy(true)
    let step: SellStep = 'check'
    setFlow({ step, failed: false, done: false })
    try {
      const received = await runSellOrder({
        config,
        contracts,
        quote,
        settings,
        ensureWallet: wallet.connect,
        onStep: (next) => {
          step = next
          setFlow({ step: next, failed: false, done: false })
        },
        track: pending.track,
        settle: (hash: Hash) => pending.settle(hash),
        onApproved: () => showToast(t('swap.success.approveDpine'), 'success'),
      })
      setFlow({ step: 'confirm', failed: false, done: true })
      setAmountText('')
      showToast(`${t('sell.success')}：${units(received)} USDT`, 'success')
    } catch (error) {
      setFlow({ step, failed: true, done: false })
      showToast(tradeErrorMessage(t, error, 'sell'), 'fail')
    } finally {
      refreshAll()
      running.current = false
      setBusy(false)
    }
  }

  const stepViews = SELL_STEPS.map((name) => ({ name, title: t(`swap.steps.${name}`, { token: 'DPINE' }) }))
  const currentIndex = flow ? (flow.done ? SELL_STEPS.length : SELL_STEPS.indexOf(flow.step)) : -1

  return (
    <main className="page trade-page">
      <PageHeader title={t('sell.title')} back />
      <section className="card">
        <SellStatusLine status={status} />
        <div className="trade-box">
          <div className="trade-box-head">
            <span>{t('sell.amount')}</span>
            <span data-testid="sell-balance">
              {t('sell.walletBalance')}：{balance.data !== undefined ? units(balance.data) : '--'} DPINE
            </span>
          </div>
          <div className="trade-box-row">
            <input
              className="trade-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('sell.amountPlaceholder')}
              value={amountText}
              data-testid="sell-amount"
              aria-label={t('sell.amount')}
              disabled={busy}
              onChange={(event) => setAmountText(event.target.value.replace(/[^\d.]/g, ''))}
            />
            <button
              type="button"
              className="trade-max"
              data-testid="sell-max"
              disabled={busy || balance.data === undefined}
              onClick={() => balance.data !== undefined && setAmountText(formatAmount(balance.data))}
            >
              {t('swap.max')}
            </button>
            <span className="trade-token">DPINE</span>
          </div>
        </div>
        <dl className="trade-details">
          <dt>{t('sell.expected')}</dt>
          <dd data-testid="sell-expected">{quote ? `${units(quote.expectedOut)} USDT` : '--'}</dd>
          <dt>{t('sell.minimumReceived')}</dt>
          <dd data-testid="sell-minimum">{quote ? `${units(quote.minUsdtOut)} USDT` : '--'}</dd>
        </dl>
        <p className="field-hint" data-testid="sell-slippage">
          {t('sell.slippageNote', {
            percent: formatBps(settings.slippageBps),
            seconds: settings.deadlineSeconds,
          })}
        </p>
        <p className="field-hint">{t('sell.returnNote')}</p>
        {account && amountText !== '' && problem && (
          <p className="field-hint warn" role="alert" data-testid="sell-problem">
            {t(`sell.problem.${problem}`)}
          </p>
        )}
        <Button
          block
          color="danger"
          size="large"
          className="trade-submit"
          data-testid="sell-submit"
          loading={busy || !config}
          disabled={Boolean(pending.pending) && !busy}
          onClick={() => void submit()}
        >
          {account ? t('sell.submit') : t('swap.connect')}
        </Button>
      </section>
      {flow && (
        <section className="card">
          <TradeSteps steps={stepViews} current={currentIndex} failed={flow.failed} />
        </section>
      )}
      {wallet.choice && (
        <WalletChooser
          connectors={wallet.setup.connectors}
          title={t('login.chooseWallet')}
          cancelText={t('login.cancel')}
          onPick={wallet.choice.pick}
          onCancel={wallet.choice.cancel}
        />
      )}
    </main>
  )
}
