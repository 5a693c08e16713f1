import { ErrorBlock, Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { MoreFooter } from '../../../components/MoreFooter'
import { QueryState } from '../../../components/QueryState'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { shortId } from '../../../lib/shorten'
import { useMemberInvestments, type MemberInvestment } from '../api/listMemberInvestments'
import { OrderStatusTag } from './OrderStatusTag'

/** A downline member's orders: status, amount, shares, static and dynamic earned, activation day. */
export function MemberInvestments({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const investments = useMemberInvestments(memberId)
  return (
    <section className="card list-card">
      <QueryState
        query={investments}
        loading={<Skeleton.Paragraph lineCount={5} animated />}
        errorText={t('club.member.investmentsLoadFailed')}
        testId="investments-error"
      >
        {(data) => {
          const orders = data.pages.flatMap((page) => page.items)
          if (orders.length === 0) {
            return (
              <div data-testid="investments-empty">
                <ErrorBlock status="empty" title={t('club.member.investmentsEmpty')} description="" />
              </div>
            )
          }
          return (
            <>
              <ul className="club-rows" data-testid="investments">
                {orders.map((order) => (
                  <InvestmentRow key={order.id} order={order} />
                ))}
              </ul>
              <MoreFooter
                query={investments}
                failedText={t('club.loadMoreFailed')}
                noMoreText={t('club.noMore')}
              />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}

function InvestmentRow({ order }: { order: MemberInvestment }) {
  const { t } = useTranslation()
  const fields: [string, string][] = [
    [t('club.member.amount'), `${formatMoney(order.amount, 2)} USDT`],
    [t('club.member.shares'), order.shares],
    [t('club.member.staticEarned'), `${formatMoney(order.staticEarned, 2)} USDT`],
    [t('club.member.dynamicEarned'), `${formatMoney(order.dynamicEarned, 2)} USDT`],
    [t('club.member.activationDay'), order.activationDay ?? t('club.member.notActivated')],
    [t('club.member.createdAt'), formatDateTime(order.createdAt, currentLocale())],
  ]
  return (
    <li className="club-investment" data-testid="investment">
      <div className="card-title-row">
        <span className="mono muted" title={order.id}>
          {shortId(order.id)}
        </span>
        <OrderStatusTag status={order.status} />
      </div>
      <dl className="club-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  )
}
