import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
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
      {list.isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {list.isError && (
        <div className="load-failed" role="alert">
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('withdraw.retry')}
          </button>
        </div>
      )}
      {list.data?.items.length === 0 && <p className="empty">{t('withdraw.empty')}</p>}
      <ul className="plain-list">
        {list.data?.items.map((item) => (
          <li key={item.id} className="withdrawal-row" data-testid="withdrawal-row">
            <div className="bill-main">
              <span>
                {formatMoney(item.amount, 6)} {item.currency}
              </span>
              <WithdrawalStatusTag status={item.status} />
            </div>
            <div className="bill-sub">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, currentLocale())}</time>
              <span className="mono">{`${item.address.slice(0, 6)}…${item.address.slice(-4)}`}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
