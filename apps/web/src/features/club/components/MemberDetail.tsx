import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryState } from '../../../components/QueryState'
import { useMember } from '../api/getMember'
import { isMemberId, isMemberMissing } from '../memberLookup'
import { MemberHeader } from './MemberHeader'
import { MemberNotFound } from './MemberNotFound'
import { MemberTabs, type MemberTab } from './MemberTabs'

/**
 * The frame of the three member screens: the member's header and tabs, then the tab's content once
 * the member is known to be in my downline; "member not found" for anyone else.
 */
export function MemberDetail({
  memberId,
  tab,
  children,
}: {
  memberId: string | undefined
  tab: MemberTab
  children: (memberId: string) => ReactNode
}) {
  if (!isMemberId(memberId)) return <MemberNotFound />
  return (
    <KnownMember memberId={memberId} tab={tab}>
      {children}
    </KnownMember>
  )
}

function KnownMember({
  memberId,
  tab,
  children,
}: {
  memberId: string
  tab: MemberTab
  children: (memberId: string) => ReactNode
}) {
  const { t } = useTranslation()
  const member = useMember(memberId)
  if (member.data === undefined && member.isError && isMemberMissing(member.error)) return <MemberNotFound />
  return (
    <QueryState
      query={member}
      loading={
        <section className="card" data-testid="member-loading">
          <Skeleton.Paragraph lineCount={6} animated />
        </section>
      }
      errorText={t('club.member.loadFailed')}
      testId="member-error"
    >
      {(data) => (
        <>
          <MemberHeader member={data} />
          <MemberTabs memberId={memberId} active={tab} />
          {children(memberId)}
        </>
      )}
    </QueryState>
  )
}
