import type { Currency } from '@vita/shared/schemas/assets'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

const depositPath = (currency?: Currency) => (currency ? `/deposit?currency=${currency}` : '/deposit')

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
  const to = depositPath(currency)
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

/**
 * "充值 / Deposit" beside a message that says the in-app balance is too low (transfer, withdraw, shop
 * payment): the member learns where the money comes from where they find it missing.
 */
export function DepositAction({ currency, testId }: { currency: Currency; testId: string }) {
  const { t } = useTranslation()
  return (
    <Link className="link deposit-action" to={depositPath(currency)} data-testid={testId}>
      {t('deposit.action')}
    </Link>
  )
}
