import { useTranslation } from 'react-i18next'
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
  const visible = status !== 'empty' || showRequired
  return (
    <div className="field">
      <label className="field-label" htmlFor="transfer-uuid">
        {t('transfer.toUuid')}
      </label>
      <input
        id="transfer-uuid"
        className="field-input mono"
        data-testid="transfer-uuid"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('transfer.uuidPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      {visible && (
        <p
          className={`uuid-status ${status}`}
          data-testid="transfer-uuid-status"
          data-status={status === 'empty' ? 'required' : status}
          role={status === 'invalid' || status === 'empty' ? 'alert' : undefined}
        >
          {text[status]}
        </p>
      )}
    </div>
  )
}
