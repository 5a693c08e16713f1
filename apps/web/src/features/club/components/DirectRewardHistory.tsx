import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney, formatSignedMoney } from '../../../lib/format'
import { useDirectRewards } from '../api/getDirectRewards'
import { levelLabelKey } from '../levelTable'
import { EmptyState } from './EmptyState'
import { InfoRows } from './InfoRows'
import { NextSettlement } from './NextSettlement'
import { MoreFooter } from '../../../components/MoreFooter'

/**
 * /vita-club/direct-reward-history: total, today, direct count, when the next settlement grants
 * rewards, and the invite rewards (a reversal negative).
 */
export function DirectRewardHistory() {
  const { t } = useTranslation()
  const rewards = useDirectRewards()
  const usdt = (value: string) => t('clubMoney.usdt', { amount: formatMoney(value, 4) })
  return (
    <QueryState
      query={rewards}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('clubMoney.direct.loadFailed')}
      testId="direct-rewards-error"
    >
      {(data) => {
        const [first] = data.pages
        const records = data.pages.flatMap((page) => page.records.items)
        return (
          <>
            {first && (
              <section className="card" data-testid="direct-rewards-summary">
                <InfoRows
                  rows={[
                    { key: 'total', label: t('clubMoney.direct.total'), value: usdt(first.total) },
                    { key: 'today', label: t('clubMoney.direct.today'), value: usdt(first.today) },
                    { key: 'count', label: t('clubMoney.direct.directCount'), value: first.directCount },
                  ]}
                />
                {first.pending.count > 0 && (
                  <p className="field-hint" data-testid="direct-rewards-pending">
                    {t('clubMoney.direct.pending', {
                      count: first.pending.count,
                      amount: formatMoney(first.pending.amount, 4),
                    })}
                  </p>
                )}
                <NextSettlement />
              </section>
            )}
            <section className="card list-card">
              <h3>{t('clubMoney.direct.records')}</h3>
              {records.length === 0 ? (
                <EmptyState title={t('clubMoney.empty')} testId="direct-rewards-empty" />
              ) : (
                <>
                  <ul className="plain-list" data-testid="direct-rewards">
                    {records.map((record) => (
                      <li key={record.id} className="club-reward-row" data-testid="direct-reward">
                        <span>
                          {record.invitee.communityNumber || record.invitee.maskedAddress} ·{' '}
                          {t(levelLabelKey(record.invitee.level))}
                          <small className="muted"> {record.day}</small>
                        </span>
                        <strong className={record.amount.startsWith('-') ? 'club-negative' : undefined}>
                          {formatSignedMoney(record.amount, 4)} USDT
                          {record.amount.startsWith('-') && ` (${t('clubMoney.direct.reversal')})`}
                        </strong>
                      </li>
                    ))}
                  </ul>
                  <MoreFooter
                    query={rewards}
                    failedText={`${t('clubMoney.direct.loadFailed')} · ${t('clubMoney.retry')}`}
                    noMoreText={t('clubMoney.noMore')}
                  />
                </>
              )}
            </section>
          </>
        )
      }}
    </QueryState>
  )
}
