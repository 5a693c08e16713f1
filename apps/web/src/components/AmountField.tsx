import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cleanAmountTyping } from '../lib/amountInput'
import { TextField } from './TextField'

/**
 * A decimal amount with a Max button; its hint (the available balance) gives way to an error, and
 * `errorAction` stands beside the error (Deposit when the balance is too low).
 */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  hint,
  error,
  errorAction,
  onMax,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  placeholder?: string
  hint?: string
  error?: string | null
  errorAction?: ReactNode
  onMax?: () => void
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={label}
      testId={testId}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      placeholder={placeholder}
      error={
        error && errorAction ? (
          <>
            {error} {errorAction}
          </>
        ) : (
          error
        )
      }
      hint={error ? undefined : hint}
      onChange={(text) => onChange(cleanAmountTyping(text))}
      onBlur={onBlur}
      trailing={
        onMax && (
          <button type="button" className="field-max" data-testid={`${testId}-max`} onClick={onMax}>
            {t('amount.max')}
          </button>
        )
      }
    />
  )
}
