import { Skeleton } from 'antd-mobile'
import type { ClubStats } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { useClubStats } from '../api/getStats'
import { FigureGrid } from './FigureGrid'

const POOLS = ['static', 'dynamic', 'centralBank', 'fee'] as const

/** Club totals: members, orders, consumption, the four pools, and today's new orders. */
export function ClubStatsCard() {
  const { t } = useTranslation()
  const stats = useClubStats()
  return (
    <QueryState
      query={stats}
      loading={<Skeleton.Paragraph lineCount={8} animated />}
      errorText={t('club.stats.loadFailed')}
      testId="stats-error"
    >
      {(data) => <ClubStatsView stats={data} />}
    </QueryState>
  )
}

function ClubStatsView({ stats }: { stats: ClubStats }) {
  const { t } = useTranslation()
  return (
    <>
      <section className="card" data-testid="stats-totals">
        <FigureGrid
          figures={[
            { key: 'members', label: t('club.stats.members'), value: stats.members },
            { key: 'orders', label: t('club.stats.orders'), value: stats.orders },
            {
              key: 'consumption',
              label: t('club.stats.consumption'),
              value: formatMoney(stats.consumption, 2),
            },
          ]}
        />
      </section>
      <section className="card" data-testid="stats-pools">
        <h3 className="card-title">{t('club.stats.pools')}</h3>
        <p className="field-hint" data-testid="stats-pools-books">
          {t('club.stats.poolsNote')} <Link to="/contract-pools">{t('club.stats.poolsLink')}</Link>
        </p>
        <FigureGrid
          columns={2}
          figures={POOLS.map((pool) => ({
            key: `pool-${pool}`,
            label: t(`club.stats.pool.${pool}`),
            value: formatMoney(stats.pools[pool], 2),
          }))}
        />
      </section>
      <section className="card" data-testid="stats-today">
        <h3 className="card-title">{t('club.stats.today', { day: stats.day })}</h3>
        <FigureGrid
          columns={2}
          figures={[
            { key: 'today-orders', label: t('club.stats.todayNewOrders'), value: stats.todayNewOrders },
            {
              key: 'today-consumption',
              label: t('club.stats.todayConsumption'),
              value: formatMoney(stats.todayConsumption, 2),
            },
          ]}
        />
      </section>
    </>
  )
}
