/**
 * /swap: buy and sell DPINE against USDT on the pool. Quotes come from the pool's reserves with the
 * contract's integer math and refresh on every block; the trade runs the spec §4 steps visibly.
 */
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { SetOutline } from 'antd-mobile-icons'
import { formatAmount, tryParseAmount } from '@vita/shared/amount'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hash } from 'viem'
import { PageHeader } from '../../components/PageHeader'
import { marketKeys } from '../../features/market/api/keys'
import { useOrderPermissions } from '../../features/sell/api/getOrderPermissions'
import { sellKeys } from '../../features/sell/api/keys'
import { SellStatusLine } from '../../features/sell/components/SellStatusLine'
import { sellStatus } from '../../features/sell/sellStatus'
import { swapKeys } from '../../features/swap/api/keys'
import { usePoolReserves } from '../../features/swap/api/getPoolReserves'
import { useWalletBalances } from '../../features/swap/api/getWalletBalances'
import { QuoteDetails } from '../../features/swap/components/QuoteDetails'
import { SlippageSheet } from '../../features/swap/components/SlippageSheet'
import { quoteExactIn, spotPrice, type SwapSide } from '../../features/swap/quote'
import { readSwapSettings, storeSwapSettings, type SwapSettings } from '../../features/swap/slippage'
import { TradeSteps } from '../../features/transactions/components/TradeSteps'
import { usePendingTransaction, type PendingOutcome } from '../../features/transactions/usePendingTransaction'
import { useRefreshOnNewBlock } from '../../features/transactions/useRefreshOnNewBlock'
import { WalletChooser } from '../../features/wallet/WalletChooser'
import { showToast } from '../../lib/notify'
import { runSwap, SWAP_STEPS, type SwapStep } from './trade/runSwap'
import { tradeErrorMessage } from './trade/tradeErrorMessage'
import { useTradeWallet } from './trade/useTradeWallet'
import { shortHash, units } from '../../lib/displayAmount'
import '../../lib/antd'
import '../../locales/sections/registerMarket'
import './trade/trade.css'

type Flow = { step: SwapStep; failed: boolean; done: boolean }

export default function SwapScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const wallet = useTradeWallet()
  const { config, contracts, account } = wallet
  const [side, setSide] = useState<SwapSide>('buy')
  const [amountText, setAmountText] = useState('')
  const [settings, setSettings] = useState<SwapSettings>(() => readSwapSettings())
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [flow, setFlow] = useState<Flow | null>(null)
  const [busy, setBusy] = useState(false)
  const running = useRef(false)

  const reserves = usePoolReserves(config, contracts?.pool)
  const permissions = useOrderPermissions(config, contracts?.order, account)
  const balances = useWalletBalances(
    config,
    account && contracts ? { account, usdt: contracts.usdt, dpine: contracts.dpine } : null,
  )
  useRefreshOnNewBlock(config, [swapKeys.all, sellKeys.all])
  const pending = usePendingTransaction(config, (outcome) => reportResumed(outcome))

  const tokenIn = side === 'buy' ? 'USDT' : 'DPINE'
  const tokenOut = side === 'buy' ? 'DPINE' : 'USDT'
  const amountIn = tryParseAmount(amountText)
  const quote = useMemo(
    () =>
      reserves.data && amountIn !== null && amountIn > 0n
        ? quoteExactIn(side, amountIn, reserves.data, settings.slippageBps)
        : null,
    [reserves.data, amountIn, side, settings.slippageBps],
  )
  const balanceIn = balances.data ? (side === 'buy' ? balances.data.USDT : balances.data.DPINE) : undefined
  const price = reserves.data ? spotPrice(reserves.data) : null
  const problem = formProblem()

  function formProblem(): string | null {
    if (amountText.trim() === '') return side === 'buy' ? t('swap.usdtEmpty') : t('swap.enterAmount')
    if (amountIn === null || amountIn === 0n) return t('swap.invalidAmount')
    if (balanceIn !== undefined && amountIn > balanceIn) return t('swap.insufficient', { token: tokenIn })
    if (reserves.data && quote && quote.amountOut === 0n) return t('swap.poolEmpty')
    return null
  }

  function changeSettings(next: SwapSettings) {
    setSettings(next)
    storeSwapSettings(next)
  }

  function refreshAll() {
    void queryClient.invalidateQueries({ queryKey: swapKeys.all })
    void queryClient.invalidateQueries({ queryKey: sellKeys.all })
    void queryClient.invalidateQueries({ queryKey: marketKeys.all })
  }

  function reportResumed({ tx, receipt, error }: PendingOutcome) {
    refreshAll()
    if (receipt) {
      if (tx.kind === 'approve')
        showToast(t(tx.token === 'DPINE' ? 'swap.success.approveDpine' : 'swap.success.approve'), 'success')
      else if (tx.kind === 'buy')
        showToast(t('swap.success.buy', { amount: units(BigInt(tx.amountOut)) }), 'success')
      else if (tx.kind === 'sell')
        showToast(t('swap.success.sell', { amount: units(BigInt(tx.amountOut)) }), 'success')
      else showToast(t('sell.success'), 'success')
    } else {
      showToast(tradeErrorMessage(t, error, tx.kind === 'buy' ? 'buy' : 'sell'), 'fail')
    }
  }

  async function submit() {
    if (running.current || !config) return
    if (!account) {
      try {
        await wallet.connect()
      } catch (error) {
        showToast(tradeErrorMessage(t, error, side), 'fail')
      }
      return
    }
    if (problem || !quote || !contracts) {
      showToast(problem ?? t('tx.check.notConfigured'), 'fail')
      return
    }
    running.current = true
    setBusy(true)
    let step: SwapStep = 'check'
    setFlow({ step, failed: false, done: false })
    try {
      const received = await runSwap({
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
        onApproved: () =>
          showToast(t(side === 'buy' ? 'swap.success.approve' : 'swap.success.approveDpine'), 'success'),
      })
      setFlow({ step: 'confirm', failed: false, done: true })
      setAmountText('')
      showToast(
        t(side === 'buy' ? 'swap.success.buy' : 'swap.success.sell', { amount: units(received) }),
        'success',
      )
    } catch (error) {
      setFlow({ step, failed: true, done: false })
      showToast(tradeErrorMessage(t, error, side), 'fail')
    } finally {
      refreshAll()
      running.current = false
      setBusy(false)
    }
  }

  const stepViews = SWAP_STEPS.map((name) => ({
    name,
    title: t(`swap.steps.${name}`, { token: tokenIn }),
  }))
  const currentIndex = flow ? (flow.done ? SWAP_STEPS.length : SWAP_STEPS.indexOf(flow.step)) : -1

  return (
    <main className="page trade-page">
      <PageHeader title={t('swap.title')} />
      <section className="card">
        <div className="trade-tabs" role="tablist">
          {(['buy', 'sell'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={side === value}
              className={`trade-tab${side === value ? ` trade-tab-active trade-tab-${value}` : ''}`}
              data-testid={`swap-tab-${value}`}
              disabled={busy}
              onClick={() => {
                setSide(value)
                setAmountText('')
                setFlow(null)
              }}
            >
              {t(`swap.${value}`)}
            </button>
          ))}
          <button
            type="button"
            className="trade-settings"
            aria-label={t('swap.settings.title')}
            data-testid="slippage-open"
            onClick={() => setSettingsOpen(true)}
          >
            <SetOutline />
          </button>
        </div>

        {side === 'sell' && permissions.data && (
          <SellStatusLine
            status={sellStatus(permissions.data.sellEnabled, account ? permissions.data.canSell : undefined)}
          />
        )}
        <div className="trade-box">
          <div className="trade-box-head">
            <span>{t('swap.pay')}</span>
            <span data-testid="swap-balance-in">
              {t('swap.balance', { amount: balanceIn !== undefined ? units(balanceIn) : '--' })} {tokenIn}
            </span>
          </div>
          <div className="trade-box-row">
            <input
              className="trade-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('swap.amountPlaceholder')}
              value={amountText}
              data-testid="swap-amount-in"
              aria-label={t('swap.pay')}
              disabled={busy}
              onChange={(event) => setAmountText(event.target.value.replace(/,/g, '').replace(/[^\d.]/g, ''))}
            />
            <button
              type="button"
              className="trade-max"
              data-testid="swap-max"
              disabled={busy || balanceIn === undefined}
              // Max spends the whole token balance; gas is paid in BNB, which is never touched here.
              onClick={() => balanceIn !== undefined && setAmountText(formatAmount(balanceIn))}
            >
              {t('swap.max')}
            </button>
            <span className="trade-token">{tokenIn}</span>
          </div>
        </div>
        <div className="trade-arrow" aria-hidden="true">
          ↓
        </div>
        <div className="trade-box">
          <div className="trade-box-head">
            <span>{t('swap.receive')}</span>
            <span>
              {t('swap.balance', {
                amount: balances.data
                  ? units(side === 'buy' ? balances.data.DPINE : balances.data.USDT)
                  : '--',
              })}{' '}
              {tokenOut}
            </span>
          </div>
          <div className="trade-box-row">
            <span className="trade-output" data-testid="swap-quote-out">
              {quote ? units(quote.amountOut) : '0'}
            </span>
            <span className="trade-token">{tokenOut}</span>
          </div>
        </div>

        <QuoteDetails
          quote={quote}
          price={price}
          tokenIn={tokenIn}
          tokenOut={tokenOut}
          settings={settings}
          onOpenSettings={() => setSettingsOpen(true)}
        />
        {balances.data && (
          <p className="field-hint">{t('swap.gasHint', { amount: units(balances.data.BNB, 4) })}</p>
        )}

        <Button
          block
          color={side === 'buy' ? 'success' : 'danger'}
          size="large"
          className="trade-submit"
          data-testid="swap-submit"
          loading={busy || !config}
          disabled={Boolean(pending.pending) && !busy}
          onClick={() => void submit()}
        >
          {account ? t(side === 'buy' ? 'swap.submitBuy' : 'swap.submitSell') : t('swap.connect')}
        </Button>
        {account && problem && amountText !== '' && (
          <p className="field-hint warn" data-testid="swap-problem">
            {problem}
          </p>
        )}
        {pending.pending && (
          <p className="notice" data-testid="swap-pending">
            {t('swap.pendingTx', { hash: shortHash(pending.pending.hash) })}
          </p>
        )}
      </section>

      {flow && (
        <section className="card">
          <TradeSteps steps={stepViews} current={currentIndex} failed={flow.failed} />
        </section>
      )}

      <SlippageSheet
        visible={settingsOpen}
        settings={settings}
        onChange={changeSettings}
        onClose={() => setSettingsOpen(false)}
      />
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
