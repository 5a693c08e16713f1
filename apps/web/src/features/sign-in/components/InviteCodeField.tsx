import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'

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
    <TextField
      label={t('login.inviteCode')}
      testId="invite-code-input"
      value={value}
      onChange={(text) => onChange(text.trim())}
      placeholder={t('login.inviteCodePlaceholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={32}
      warning={needed && t('login.inviteNeeded')}
      messageTestIds={{ warning: 'invite-needed' }}
    />
  )
}
