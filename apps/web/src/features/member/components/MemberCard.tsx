import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useMemberInfo } from '../api/getMemberInfo'
import { InviteQr } from './InviteQr'
import { MemberProfile } from './MemberProfile'

/** The signed-in member's profile with the invite link and its QR code. */
export function MemberCard() {
  const { t } = useTranslation()
  const info = useMemberInfo(true)
  return (
    <section className="card member-card">
      <QueryState
        query={info}
        loading={<Skeleton.Paragraph lineCount={4} animated />}
        errorText={t('member.loadFailed')}
      >
        {(member) => (
          <>
            <MemberProfile member={member} />
            <InviteQr inviteCode={member.inviteCode} />
          </>
        )}
      </QueryState>
    </section>
  )
}
