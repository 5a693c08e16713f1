import type { Currency } from '@vita/shared/schemas/assets'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * The way into /deposit from wherever money is short or shown (assets, home, node qualification,
 * transfer, withdraw): a button, or with `shortfall` the line "Not enough in-app balance? Deposit …".
 */
export function DepositLink({
  currency,
  shortfall = false,
  testId = 'deposit-link',
}: {
  currency?: Currency
  shortfall?: boolean
  testId?: string
}) {
  const { t } = useTranslation()
  const to = currency ? `/deposit?currency=${currency}` : '/deposit'
  if (!shortfall)
    return (
      <Link className="btn btn-primary" to={to} data-testid={testId}>
        {t('deposit.action')}
      </Link>
    )
  return (
    <p className="deposit-shortfall" data-testid={testId}>
      <span>{t('deposit.shortfall')}</span>
      <Link className="link" to={to}>
        {t('deposit.shortfallAction', { currency: currency ?? 'USDT / DPINE' })}
      </Link>
    </p>
  )
}
