import { ErrorBlock, Skeleton } from 'antd-mobile'
import type { DailyRanking } from '@vita/shared/schemas/content'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useDailyRanking } from '../api/getDailyRanking'

/** Today's ranking and the member's own place. */
export function RankingBoard() {
  const { t } = useTranslation()
  const ranking = useDailyRanking()
  return (
    <QueryState
      query={ranking}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('ranking.loadFailed')}
    >
      {(data) => <RankingView ranking={data} />}
    </QueryState>
  )
}

function RankingView({ ranking }: { ranking: DailyRanking }) {
  const { t } = useTranslation()
  const { date, timeZone, entries, me } = ranking
  return (
    <>
      <section className="card ranking-me" data-testid="ranking-me">
        <p className="muted">
          {t('ranking.subtitle')} · {t('ranking.day', { date, timeZone })}
        </p>
        <div className="card-title-row">
          <h3>{t('ranking.me')}</h3>
          <strong data-testid="ranking-my-rank">
            {me.rank ? t('ranking.myRank', { rank: me.rank }) : t('ranking.notRanked')}
          </strong>
        </div>
        <p className="muted">
          {t('ranking.purchases', { count: me.purchases })} · {formatMoney(me.value, 2)} USDT
        </p>
      </section>
      <section className="card">
        {entries.length === 0 ? (
          <ErrorBlock status="empty" title={t('ranking.empty')} description="" />
        ) : (
          <ol className="ranking-list" data-testid="ranking-list">
            {entries.map((entry) => (
              <li key={entry.rank} className="ranking-row">
                <span className={`rank-badge r${Math.min(entry.rank, 4)}`}>{entry.rank}</span>
                <span className="ranking-who">
                  <span>{entry.communityNumber}</span>
                  <span className="mono muted">{entry.maskedAddress}</span>
                </span>
                <span className="ranking-value">
                  <strong>{t('ranking.purchases', { count: entry.purchases })}</strong>
                  <span className="muted">{formatMoney(entry.value, 2)} USDT</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  )
}
