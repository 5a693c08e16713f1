import type { ClubTeam } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { FigureGrid } from './FigureGrid'

/** Team performance (total and today), direct members, team size and my own orders. */
export function TeamFiguresCard({ team }: { team: ClubTeam }) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid="team-figures">
      <FigureGrid
        columns={2}
        figures={[
          {
            key: 'performance',
            label: t('club.team.performance'),
            value: formatMoney(team.teamPerformance, 2),
          },
          {
            key: 'performance-today',
            label: t('club.team.performanceToday'),
            value: formatMoney(team.teamPerformanceToday, 2),
          },
        ]}
      />
      <FigureGrid
        figures={[
          { key: 'direct-count', label: t('club.team.directCount'), value: team.directCount },
          { key: 'directs-with-order', label: t('club.team.directsWithOrder'), value: team.directsWithOrder },
          { key: 'team-size', label: t('club.team.teamSize'), value: team.teamSize },
          { key: 'own-orders', label: t('club.team.ownOrders'), value: team.ownOrders },
          { key: 'own-volume', label: t('club.team.ownVolume'), value: formatMoney(team.ownVolume, 2) },
        ]}
      />
    </section>
  )
}
