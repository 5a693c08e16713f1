/** /member/sub-members/:memberId (auth): a member of my downline and their direct members. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { MemberDetail, SubMembers } from '../../../features/club'

export default function SubMembersScreen() {
  const { t } = useTranslation()
  const { memberId } = useParams()
  return (
    <main className="page" data-testid="member-subMembers-screen">
      <PageHeader title={t('club.memberTitle')} back />
      <MemberDetail memberId={memberId} tab="subMembers">
        {(id) => <SubMembers memberId={id} />}
      </MemberDetail>
    </main>
  )
}
