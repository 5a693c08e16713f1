import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useTeam } from '../api/getTeam'
import { TeamFiguresCard } from './TeamFiguresCard'
import { TeamLegsCard } from './TeamLegsCard'
import { UpgradeProgressCard } from './UpgradeProgressCard'

/** The top of the team screen: level and upgrade progress, team figures, legs. */
export function TeamOverview() {
  const { t } = useTranslation()
  const team = useTeam()
  return (
    <QueryState
      query={team}
      loading={
        <section className="card team-loading" data-testid="team-loading">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={6} animated />
        </section>
      }
      errorText={t('club.team.loadFailed')}
      testId="team-error"
    >
      {(data) => (
        <>
          <UpgradeProgressCard team={data} />
          <TeamFiguresCard team={data} />
          <TeamLegsCard legs={data.legs} />
        </>
      )}
    </QueryState>
  )
}
