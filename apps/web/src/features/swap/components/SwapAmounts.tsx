import { formatAmount } from '@vita/shared/amount'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
import { formatMoney } from '../../../lib/format'
import type { SwapForm } from '../hooks/useSwapForm'

/** The pay box (amount, Max, balance) over the receive box (the quoted output; a seller's 90 % share). */
export function SwapAmounts({ form, busy }: { form: SwapForm; busy: boolean }) {
  const { t } = useTranslation()
  const { balanceIn, balanceOut, tokenIn, tokenOut, quote } = form
  return (
    <>
      <div className="swap-box">
        <div className="swap-box-head">
          <span>{t('swap.pay')}</span>
          <span data-testid="swap-balance-in">
            {t('swap.balance', { amount: balanceIn !== undefined ? formatMoney(balanceIn) : '--' })} {tokenIn}
          </span>
        </div>
        <TextField
          label={t('swap.pay')}
          labelHidden
          testId="swap-amount-in"
          inputClassName="swap-input"
          rowClassName="swap-box-row"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('swap.amountPlaceholder')}
          value={form.amountText}
          disabled={busy}
          onChange={(text) => form.setAmountText(text.replace(/,/g, '').replace(/[^\d.]/g, ''))}
          trailing={
            <>
              <button
                type="button"
                className="swap-max"
                data-testid="swap-max"
                disabled={busy || balanceIn === undefined}
                // Max spends the whole token balance; gas is paid in BNB, which is never touched here.
                onClick={() => balanceIn !== undefined && form.setAmountText(formatAmount(balanceIn))}
              >
                {t('swap.max')}
              </button>
              <span className="swap-token">{tokenIn}</span>
            </>
          }
        />
      </div>
      <div className="swap-arrow" aria-hidden="true">
        ↓
      </div>
      <div className="swap-box">
        <div className="swap-box-head">
          <span>{t(form.side === 'sell' ? 'swap.receiveSell' : 'swap.receive')}</span>
          <span>
            {t('swap.balance', { amount: balanceOut !== undefined ? formatMoney(balanceOut) : '--' })}{' '}
            {tokenOut}
          </span>
        </div>
        <div className="swap-box-row">
          <span className="swap-output" data-testid="swap-quote-out">
            {quote ? formatMoney(quote.amountOut) : '0'}
          </span>
          <span className="swap-token">{tokenOut}</span>
        </div>
      </div>
    </>
  )
}
