import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { ShortAddress } from '../../../components/ShortAddress'
import { formatDateTime, formatMoney } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useWithdrawals } from '../api/listWithdrawals'
import { WithdrawalStatusTag } from './WithdrawalStatusTag'

/** The member's latest withdrawals with their status. */
export function WithdrawalList() {
  const { t } = useTranslation()
  const list = useWithdrawals()
  return (
    <section className="card" data-testid="withdrawal-list">
      <h3 className="card-title">{t('withdraw.history')}</h3>
      <QueryState query={list} loading={<Skeleton.Paragraph lineCount={3} animated />}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="empty">{t('withdraw.empty')}</p>
          ) : (
            <ul className="plain-list">
              {data.items.map((item) => (
                <li key={item.id} className="withdrawal-row" data-testid="withdrawal-row">
                  <div className="withdrawal-main">
                    <span>
                      {formatMoney(item.amount, 6)} {item.currency}
                    </span>
                    <WithdrawalStatusTag status={item.status} />
                  </div>
                  <div className="withdrawal-sub">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, currentLocale())}</time>
                    <ShortAddress value={item.address} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  )
}
