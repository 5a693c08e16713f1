/** /member/investments/:memberId (auth): a member of my downline and their orders. */
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/PageHeader'
import { MemberDetail, MemberInvestments } from '../../../features/club'

export default function InvestmentsScreen() {
  const { t } = useTranslation()
  const { memberId } = useParams()
  return (
    <main className="page" data-testid="member-investments-screen">
      <PageHeader title={t('club.memberTitle')} back />
      <MemberDetail memberId={memberId} tab="investments">
        {(id) => <MemberInvestments memberId={id} />}
      </MemberDetail>
    </main>
  )
}
