import { useTranslation } from 'react-i18next'
import { cleanAmountTyping } from '../lib/amountInput'

/** A decimal amount input with a Max button and an inline message; a native input for e2e tools and webviews. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  hint,
  error,
  onMax,
  testId,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  placeholder?: string
  hint?: string
  error?: string | null
  onMax?: () => void
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-row">
        <input
          id={id}
          className="field-input"
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(cleanAmountTyping(event.target.value))}
          onBlur={onBlur}
        />
        {onMax && (
          <button type="button" className="field-max" data-testid={`${testId}-max`} onClick={onMax}>
            {t('amount.max')}
          </button>
        )}
      </div>
      {error ? (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : (
        hint && <p className="field-hint">{hint}</p>
      )}
    </div>
  )
}
