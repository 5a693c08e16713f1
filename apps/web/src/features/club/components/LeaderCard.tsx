import { List, Skeleton } from 'antd-mobile'
import type { ClubLeader, ClubPerson } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useClubLeader } from '../api/getLeader'
import { levelLabelKey } from '../levelTable'
import { LevelBadge } from './LevelBadge'

/** My referrer and my nearest upline at the leader level, each with an empty state. */
export function LeaderCard() {
  const { t } = useTranslation()
  const leader = useClubLeader()
  return (
    <QueryState
      query={leader}
      loading={<Skeleton.Paragraph lineCount={6} animated />}
      errorText={t('club.leader.loadFailed')}
      testId="leader-error"
    >
      {(data) => <LeaderView leader={data} />}
    </QueryState>
  )
}

function LeaderView({ leader }: { leader: ClubLeader }) {
  const { t } = useTranslation()
  const level = t(levelLabelKey(leader.leaderMinLevel))
  return (
    <>
      <PersonCard
        title={t('club.leader.referrer')}
        person={leader.referrer}
        emptyText={t('club.leader.noReferrer')}
        testId="leader-referrer"
      />
      <PersonCard
        title={t('club.leader.leader', { level })}
        person={leader.leader}
        emptyText={t('club.leader.noLeader', { level })}
        testId="leader-leader"
      />
    </>
  )
}

function PersonCard({
  title,
  person,
  emptyText,
  testId,
}: {
  title: string
  person: ClubPerson | null
  emptyText: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <section className="card" data-testid={testId}>
      <h3 className="card-title">{title}</h3>
      {person ? (
        <List className="club-card-list">
          <List.Item extra={<span data-testid={`${testId}-number`}>{person.communityNumber}</span>}>
            {t('club.leader.communityNumber')}
          </List.Item>
          <List.Item extra={<span className="mono">{person.maskedAddress}</span>}>
            {t('club.leader.address')}
          </List.Item>
          <List.Item extra={<LevelBadge level={person.level} />}>{t('club.leader.level')}</List.Item>
        </List>
      ) : (
        <p className="muted" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      )}
    </section>
  )
}
