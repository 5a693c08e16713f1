import { useTranslation } from 'react-i18next'
import { BILL_TYPES, CURRENCIES, billTypeSchema, currencySchema } from '@vita/shared/schemas/assets'
import type { BillFilters as Filters } from '../api/keys'
import { billTypeLabel } from '../billLabels'

/** Currency and type filters; native selects so phones show their own pickers. */
export function BillFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation()
  return (
    <div className="filters">
      <label className="filter">
        <span className="sr-only">{t('bills.currency')}</span>
        <select
          className="field-select"
          data-testid="bills-filter-currency"
          value={value.currency ?? ''}
          onChange={(event) => {
            const parsed = currencySchema.safeParse(event.target.value)
            onChange({ ...value, currency: parsed.success ? parsed.data : undefined })
          }}
        >
          <option value="">
            {t('bills.currency')}: {t('bills.all')}
          </option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span className="sr-only">{t('bills.type')}</span>
        <select
          className="field-select"
          data-testid="bills-filter-type"
          value={value.type ?? ''}
          onChange={(event) => {
            const parsed = billTypeSchema.safeParse(event.target.value)
            onChange({ ...value, type: parsed.success ? parsed.data : undefined })
          }}
        >
          <option value="">
            {t('bills.type')}: {t('bills.all')}
          </option>
          {BILL_TYPES.map((type) => (
            <option key={type} value={type}>
              {billTypeLabel(t, type)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
