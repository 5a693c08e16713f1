import { useTranslation } from 'react-i18next'
import { MoreFooter } from '../../../components/MoreFooter'
import { QueryState } from '../../../components/QueryState'
import { TxLink } from '../../../components/TxLink'
import { formatMoney } from '../../../lib/format'
import { useLatestSolvencyDay } from '../api/getLatestSolvencyDay'
import { useSolvencyDays } from '../api/listSolvencyDays'
import { useExplorerUrl } from '../hooks/useExplorerUrl'
import { PublicationTag } from './PublicationCard'

/** The days before the latest, newest first: members, totals and their publication, a page at a time. */
export function SolvencyHistory() {
  const { t } = useTranslation()
  const days = useSolvencyDays()
  const latest = useLatestSolvencyDay()
  const explorerUrl = useExplorerUrl()
  // Earlier than the latest: listed once the latest is known (before the first snapshot there is none).
  const latestDay = latest.data?.day
  if (!latestDay) return null
  return (
    <section className="card" data-testid="solvency-history">
      <h3 className="card-title">{t('solvency.history.title')}</h3>
      <QueryState query={days} errorText={t('solvency.history.loadFailed')} testId="solvency-history-failed">
        {(data) => {
          const earlier = data.pages.flatMap((page) => page.items).filter((item) => item.day !== latestDay)
          if (earlier.length === 0) return <p className="empty">{t('solvency.history.empty')}</p>
          return (
            <>
              <ul className="plain-list">
                {earlier.map((item) => (
                  <li key={item.day} className="solvency-row" data-testid="solvency-history-day">
                    <div className="solvency-row-main">
                      <strong>{item.day}</strong>
                      <PublicationTag publication={item.publication} />
                    </div>
                    <div className="solvency-row-sub">
                      <span>{t('solvency.day.members', { count: item.memberCount })}</span>
                      <span>
                        {item.currencies
                          .map(
                            (currency, index) => `${formatMoney(item.totals[index] ?? '0', 2)} ${currency}`,
                          )
                          .join(' · ')}
                      </span>
                    </div>
                    {item.publication && (
                      <div className="solvency-row-sub">
                        <TxLink
                          hash={item.publication.txHash}
                          explorerUrl={explorerUrl}
                          title={t('solvency.publication.viewTx')}
                        />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              <MoreFooter
                query={days}
                failedText={`${t('solvency.history.loadFailed')} · ${t('app.retry')}`}
                noMoreText={t('solvency.history.noMore')}
              />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
