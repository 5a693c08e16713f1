import type { Currency } from '@vita/shared/schemas/assets'
import { CURRENCIES } from '../lib/currencies'

/** USDT / DPINE as two segment buttons; `testIdPrefix` names each (`transfer-currency-USDT`). */
export function CurrencyPicker({
  value,
  onChange,
  testIdPrefix,
  label,
}: {
  value: Currency
  onChange: (currency: Currency) => void
  testIdPrefix: string
  label: string
}) {
  return (
    <div className="segments" role="radiogroup" aria-label={label}>
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          role="radio"
          aria-checked={currency === value}
          className={currency === value ? 'segment active' : 'segment'}
          data-testid={`${testIdPrefix}-${currency}`}
          onClick={() => onChange(currency)}
        >
          {currency}
        </button>
      ))}
    </div>
  )
}
