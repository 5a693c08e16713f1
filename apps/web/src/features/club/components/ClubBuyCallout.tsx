import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney } from '../../../lib/format'
import { usePurchase } from '../api/getPurchase'

/**
 * The way to buy a club order where a member looks (issue 33: the top of the team screen and Mine):
 * price and orders left, and one button to /vita-club/buy (to the orders once all are bought). While
 * the purchase loads or if it fails, the button still leads to the buy screen.
 */
export function ClubBuyCallout({ testId = 'club-buy-callout' }: { testId?: string }) {
  const { t } = useTranslation()
  const purchase = usePurchase()
  const data = purchase.data
  const full = data !== undefined && data.remainingOrders <= 0 && data.openOrder === null
  return (
    <section className="card club-buy-callout" data-testid={testId}>
      <div>
        <h3>{t('club.buyCallout.title')}</h3>
        {data ? (
          <p className="muted" data-testid={`${testId}-detail`}>
            {full
              ? t('club.buyCallout.full', { max: data.maxOrders })
              : t('club.buyCallout.detail', {
                  price: formatMoney(data.orderPrice, 2),
                  remaining: data.remainingOrders,
                  max: data.maxOrders,
                })}
          </p>
        ) : purchase.isError ? (
          <p className="muted" data-testid={`${testId}-detail`}>
            {t('club.buyCallout.intro')}
          </p>
        ) : (
          <Skeleton.Paragraph lineCount={1} animated />
        )}
      </div>
      <Link
        className="btn btn-primary"
        to={full ? '/vita-club/orders' : '/vita-club/buy'}
        data-testid={`${testId}-link`}
      >
        {full
          ? t('club.buyCallout.orders')
          : data?.openOrder
            ? t('club.buyCallout.continue')
            : t('club.buyCallout.buy')}
      </Link>
    </section>
  )
}
