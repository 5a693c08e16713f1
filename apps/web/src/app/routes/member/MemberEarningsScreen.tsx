/** /member/earnings/:memberId (auth): a member of my downline and their earnings. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { MemberDetail, MemberEarnings } from '../../../features/club'

export default function MemberEarningsScreen() {
  const { t } = useTranslation()
  const { memberId } = useParams()
  return (
    <main className="page" data-testid="member-earnings-screen">
      <PageHeader title={t('club.memberTitle')} back />
      <MemberDetail memberId={memberId} tab="earnings">
        {(id) => <MemberEarnings memberId={id} />}
      </MemberDetail>
    </main>
  )
}
