import { formatAmount } from '@vita/shared/amount'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
import { formatBps, formatMoney } from '../../../lib/format'
import type { SellForm } from '../hooks/useSellForm'

/** The amount box with the wallet balance and Max, then the expected and minimum USDT and the bounds. */
export function SellAmount({ form, busy }: { form: SellForm; busy: boolean }) {
  const { t } = useTranslation()
  const { balance, quote, settings } = form
  return (
    <>
      <div className="swap-box">
        <div className="swap-box-head">
          <span>{t('sell.amount')}</span>
          <span data-testid="sell-balance">
            {t('sell.walletBalance')}：{balance !== undefined ? formatMoney(balance) : '--'} DPINE
          </span>
        </div>
        <TextField
          label={t('sell.amount')}
          labelHidden
          testId="sell-amount"
          inputClassName="swap-input"
          rowClassName="swap-box-row"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('sell.amountPlaceholder')}
          value={form.amountText}
          disabled={busy}
          onChange={(text) => form.setAmountText(text.replace(/[^\d.]/g, ''))}
          trailing={
            <>
              <button
                type="button"
                className="swap-max"
                data-testid="sell-max"
                disabled={busy || balance === undefined}
                onClick={() => balance !== undefined && form.setAmountText(formatAmount(balance))}
              >
                {t('swap.max')}
              </button>
              <span className="swap-token">DPINE</span>
            </>
          }
        />
      </div>
      <dl className="swap-details">
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
