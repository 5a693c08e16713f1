import { useTranslation } from 'react-i18next'
import { useTeamMembers } from '../api/listTeamMembers'
import { TeamMemberList } from './TeamMemberList'

/** My direct members, page by page. */
export function DirectMembers() {
  const { t } = useTranslation()
  const members = useTeamMembers()
  return (
    <section className="card list-card" data-testid="team-members-card">
      <h3 className="card-title">{t('club.team.membersTitle')}</h3>
      <TeamMemberList query={members} emptyText={t('club.team.membersEmpty')} testId="team-members" />
    </section>
  )
}
