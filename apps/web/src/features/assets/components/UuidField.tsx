import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { useCheckUuid } from '../api/checkUuid'

export type UuidStatus = 'empty' | 'checking' | 'valid' | 'invalid'

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Spec §5 "UUID check": required; valid or invalid, checked live (debounced) before sending. */
export function useUuidStatus(uuid: string): UuidStatus {
  const typed = uuid.trim()
  const settled = useDebouncedValue(typed, 350)
  const wellFormed = UUID_TEXT.test(settled)
  const check = useCheckUuid(wellFormed ? settled : '')
  if (typed === '') return 'empty'
  if (settled !== typed) return 'checking'
  if (!wellFormed) return 'invalid'
  if (check.data) return check.data.valid ? 'valid' : 'invalid'
  return check.isError ? 'invalid' : 'checking'
}

/** The recipient's UUID; its check's status shows under it, refusals (invalid, required) as its error. */
export function UuidField({
  value,
  onChange,
  status,
  showRequired,
}: {
  value: string
  onChange: (value: string) => void
  status: UuidStatus
  showRequired: boolean
}) {
  const { t } = useTranslation()
  const text: Record<UuidStatus, string> = {
    empty: t('transfer.uuidRequired'),
    checking: t('transfer.uuidChecking'),
    valid: t('transfer.uuidValid'),
    invalid: t('transfer.uuidInvalid'),
  }
  const refused = status === 'invalid' || (status === 'empty' && showRequired)
  // e2e follows the check through this element's data-status, whichever message holds it.
  const message = (status !== 'empty' || showRequired) && (
    <span
      className={`uuid-status ${status}`}
      data-testid="transfer-uuid-status"
      data-status={status === 'empty' ? 'required' : status}
    >
      {text[status]}
    </span>
  )
  return (
    <TextField
      label={t('transfer.toUuid')}
      testId="transfer-uuid"
      mono
      value={value}
      onChange={onChange}
      placeholder={t('transfer.uuidPlaceholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={64}
      error={refused && message}
      hint={!refused && message}
    />
  )
}
