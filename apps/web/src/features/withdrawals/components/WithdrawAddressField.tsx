import { useTranslation } from 'react-i18next'

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
    <div className="field">
      <label className="field-label" htmlFor="withdraw-address">
        {t('withdraw.address')}
      </label>
      <input
        id="withdraw-address"
        className="field-input mono"
        data-testid="withdraw-address"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={t('withdraw.addressPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
      />
      {error ? (
        <p className="field-error" role="alert" data-testid="withdraw-address-error">
          {error}
        </p>
      ) : (
        walletAddress &&
        value.trim() === '' && (
          <button
            type="button"
            className="link"
            data-testid="withdraw-use-wallet"
            onClick={() => onChange(walletAddress)}
          >
            {t('withdraw.useMyWallet')}
          </button>
        )
      )}
    </div>
  )
}
