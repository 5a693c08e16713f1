import { useTranslation } from 'react-i18next'
import { memberReferenceText, parseMemberReference } from '@vita/shared/memberReference'
import type { TransferRecipient } from '@vita/shared/schemas/assets'
import { TextField } from '../../../components/TextField'
import { readClipboardText } from '../../../lib/clipboard'
import { httpErrorNotice, isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { showToast } from '../../../lib/notify'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { useTransferRecipient } from '../api/findTransferRecipient'

/**
 * The recipient as typed, checked live (debounced): none of the three forms, refused by the API
 * (unknown, oneself: its message), or the member it names.
 */
export type RecipientCheck =
  | { status: 'empty' | 'checking' }
  | { status: 'valid'; recipient: TransferRecipient }
  | { status: 'invalid'; refusal: string | null }

/** Spec §5 "UUID check", widened to community numbers and wallet addresses (issue 33 item 8). */
export function useRecipientCheck(text: string): RecipientCheck {
  const typed = text.trim()
  const settled = useDebouncedValue(typed, 350)
  const reference = parseMemberReference(settled)
  const lookup = useTransferRecipient(reference ? memberReferenceText(reference) : '')
  if (typed === '') return { status: 'empty' }
  if (settled !== typed) return { status: 'checking' }
  if (!reference) return { status: 'invalid', refusal: null }
  if (lookup.data) return { status: 'valid', recipient: lookup.data }
  if (lookup.isError) {
    const error = lookup.error
    return {
      status: 'invalid',
      refusal: isHttpError(error) ? httpErrorNotice(error.failure, currentLocale()).message : null,
    }
  }
  return { status: 'checking' }
}

/**
 * The recipient's UUID, community number or wallet address, with Paste; the check shows under it,
 * refusals (which forms are accepted, the API's reason, required) as its error; before anything is
 * typed, which forms are accepted when the placeholder cannot say it in full.
 */
export function RecipientField({
  value,
  onChange,
  check,
  showRequired,
}: {
  value: string
  onChange: (value: string) => void
  check: RecipientCheck
  showRequired: boolean
}) {
  const { t } = useTranslation()
  const text = () => {
    switch (check.status) {
      case 'empty':
        return t('transfer.recipientRequired')
      case 'checking':
        return t('transfer.recipientChecking')
      case 'valid':
        return t('transfer.recipientValid', check.recipient)
      case 'invalid':
        return check.refusal === null
          ? t('transfer.recipientForms')
          : t('transfer.recipientRefused', { reason: check.refusal })
    }
  }
  const paste = async () => {
    const pasted = await readClipboardText()
    if (pasted === null) showToast(t('transfer.pasteFailed'), 'fail')
    else onChange(pasted.trim())
  }
  const refused = check.status === 'invalid' || (check.status === 'empty' && showRequired)
  const placeholder = t('transfer.recipientPlaceholder')
  // Where the placeholder had to be shortened (en at 390 px), the accepted forms in full stand under the field.
  const accepts = t('transfer.recipientAccepts')
  const acceptsHint = accepts !== placeholder && accepts
  // e2e follows the check through this element's data-status, whichever message holds it.
  const message = (check.status !== 'empty' || showRequired) && (
    <span
      className={`uuid-status ${check.status}`}
      data-testid="transfer-uuid-status"
      data-status={check.status === 'empty' ? 'required' : check.status}
    >
      {text()}
    </span>
  )
  return (
    <TextField
      label={t('transfer.to')}
      testId="transfer-uuid"
      mono
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={64}
      error={refused && message}
      hint={!refused && (message || acceptsHint)}
      trailing={
        <button
          type="button"
          className="field-max"
          data-testid="transfer-recipient-paste"
          onClick={() => void paste()}
        >
          {t('transfer.paste')}
        </button>
      }
    />
  )
}
