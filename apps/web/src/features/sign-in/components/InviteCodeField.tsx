import { useTranslation } from 'react-i18next'

/** The invite (referral) code; registering needs one (spec §1, §6). */
export function InviteCodeField({
  value,
  onChange,
  needed,
}: {
  value: string
  onChange: (value: string) => void
  needed: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label className="field-label" htmlFor="invite-code">
        {t('login.inviteCode')}
      </label>
      {/* A native input so e2e tools and wallet in-app browsers can type into it directly. */}
      <input
        id="invite-code"
        className="field-input"
        data-testid="invite-code-input"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        placeholder={t('login.inviteCodePlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
      />
      {needed && (
        <p className="field-hint warn" role="alert" data-testid="invite-needed">
          {t('login.inviteNeeded')}
        </p>
      )}
    </div>
  )
}
