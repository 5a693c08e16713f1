import { SWAP_FEE_BPS } from '@vita/shared/constants'
import { useTranslation } from 'react-i18next'
import { priceImpactLevel, type SwapQuote } from '@vita/shared/pool'
import { formatBps, formatMoney } from '../../../lib/format'
import type { SwapSettings } from '../slippage'
import { SlippageAdvice } from './SlippageAdvice'

/**
 * Price, fee, price impact (warned from 1 %, strongly from 5 %), a sale's 10 % returned to the pool,
 * minimum received, slippage (with its one-tap fix when too low), deadline.
 */
export function QuoteDetails({
  quote,
  price,
  tokenIn,
  tokenOut,
  settings,
  onOpenSettings,
  onChangeSettings,
}: {
  quote: SwapQuote | null
  price: bigint | null
  tokenIn: string
  tokenOut: string
  settings: SwapSettings
  onOpenSettings: () => void
  onChangeSettings: (settings: SwapSettings) => void
}) {
  const { t } = useTranslation()
  const impact = quote ? priceImpactLevel(quote.priceImpactBps) : 'none'
  return (
    <>
      <dl className="swap-details">
        <dt>{t('swap.price')}</dt>
        <dd data-testid="swap-price">
          {price !== null ? t('swap.priceValue', { price: formatMoney(price, 8) }) : '--'}
        </dd>
        <dt>{t('swap.fee', { bps: formatBps(SWAP_FEE_BPS) })}</dt>
        <dd data-testid="swap-fee">{quote ? `${formatMoney(quote.fee)} ${tokenIn}` : '--'}</dd>
        <dt>{t('swap.priceImpact')}</dt>
        <dd data-testid="swap-price-impact" data-level={impact} className={`impact-${impact}`}>
          {quote ? `${formatBps(quote.priceImpactBps)}%` : '--'}
        </dd>
        {quote?.side === 'sell' && (
          <>
            <dt>{t('swap.returnedToPool')}</dt>
            <dd data-testid="swap-returned-to-pool">{`${formatMoney(quote.returnedToPool)} USDT`}</dd>
          </>
        )}
        <dt>{t('swap.minimumReceived')}</dt>
        <dd data-testid="swap-min-received">
          {quote ? `${formatMoney(quote.minimumReceived)} ${tokenOut}` : '--'}
        </dd>
        <dt>{t('swap.slippage')}</dt>
        <dd>
          <button type="button" className="link" onClick={onOpenSettings} data-testid="swap-slippage">
            {formatBps(settings.slippageBps)}%
          </button>
        </dd>
        <dt>{t('swap.deadline')}</dt>
        <dd data-testid="swap-deadline">{t('swap.seconds', { count: settings.deadlineSeconds })}</dd>
      </dl>
      {impact !== 'none' && (
        <p className={`notice impact-${impact}`} role="alert" data-testid="swap-impact-warning">
          {t(impact === 'danger' ? 'swap.impactDanger' : 'swap.impactWarn')}
        </p>
      )}
      <SlippageAdvice settings={settings} onChange={onChangeSettings} testId="swap-slippage-warning" />
    </>
  )
}
