import { formatAmount } from '@vita/shared/amount'
import { useTranslation } from 'react-i18next'
import { formatBps, formatMoney } from '../../../lib/format'
import type { SellForm } from '../hooks/useSellForm'

/** The amount box with the wallet balance and Max, then the expected and minimum USDT and the bounds. */
export function SellAmount({ form, busy }: { form: SellForm; busy: boolean }) {
  const { t } = useTranslation()
  const { balance, quote, settings } = form
  return (
    <>
      <div className="trade-box">
        <div className="trade-box-head">
          <span>{t('sell.amount')}</span>
          <span data-testid="sell-balance">
            {t('sell.walletBalance')}：{balance !== undefined ? formatMoney(balance) : '--'} DPINE
          </span>
        </div>
        <div className="trade-box-row">
          <input
            className="trade-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('sell.amountPlaceholder')}
            value={form.amountText}
            data-testid="sell-amount"
            aria-label={t('sell.amount')}
            disabled={busy}
            onChange={(event) => form.setAmountText(event.target.value.replace(/[^\d.]/g, ''))}
          />
          <button
            type="button"
            className="trade-max"
            data-testid="sell-max"
            disabled={busy || balance === undefined}
            onClick={() => balance !== undefined && form.setAmountText(formatAmount(balance))}
          >
            {t('swap.max')}
          </button>
          <span className="trade-token">DPINE</span>
        </div>
      </div>
      <dl className="trade-details">
        <dt>{t('sell.expected')}</dt>
        <dd data-testid="sell-expected">{quote ? `${formatMoney(quote.amountOut)} USDT` : '--'}</dd>
        <dt>{t('sell.minimumReceived')}</dt>
        <dd data-testid="sell-minimum">{quote ? `${formatMoney(quote.minimumReceived)} USDT` : '--'}</dd>
      </dl>
      <p className="field-hint" data-testid="sell-slippage">
        {t('sell.slippageNote', {
          percent: formatBps(settings.slippageBps),
          seconds: settings.deadlineSeconds,
        })}
      </p>
      <p className="field-hint">{t('sell.returnNote')}</p>
    </>
  )
}
