import { useTranslation } from 'react-i18next'

/**
 * What the two balances are (issue 33 item 5): the wallet's tokens pay on chain (swap, club orders);
 * the in-app "available" balance pays in the app, and a deposit moves the one into the other.
 */
export function BalanceNote() {
  const { t } = useTranslation()
  return (
    <p className="field-hint balance-note" data-testid="balance-note">
      {t('assets.balanceNote')}
    </p>
  )
}
