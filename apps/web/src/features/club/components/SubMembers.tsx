import { useTranslation } from 'react-i18next'
import { useSubMembers } from '../api/listSubMembers'
import { TeamMemberList } from './TeamMemberList'

/** A downline member's direct members, page by page, each opening their own. */
export function SubMembers({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const members = useSubMembers(memberId)
  return (
    <section className="card list-card">
      <TeamMemberList query={members} emptyText={t('club.team.membersEmpty')} testId="sub-members" />
    </section>
  )
}
