import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'

/** The payout address, its error once touched, or a shortcut to the member's own wallet while empty. */
export function WithdrawAddressField({
  value,
  onChange,
  onBlur,
  error,
  walletAddress,
}: {
  value: string
  onChange: (address: string) => void
  onBlur: () => void
  error: string | null
  walletAddress: string | null
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('withdraw.address')}
      testId="withdraw-address"
      mono
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={t('withdraw.addressPlaceholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={64}
      error={error}
    >
      {!error && walletAddress && value.trim() === '' && (
        <button
          type="button"
          className="link"
          data-testid="withdraw-use-wallet"
          onClick={() => onChange(walletAddress)}
        >
          {t('withdraw.useMyWallet')}
        </button>
      )}
    </TextField>
  )
}
