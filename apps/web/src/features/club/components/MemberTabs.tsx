import { Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

export const MEMBER_TABS = ['subMembers', 'investments', 'earnings'] as const
export type MemberTab = (typeof MEMBER_TABS)[number]

const PATHS: Record<MemberTab, string> = {
  subMembers: '/member/sub-members',
  investments: '/member/investments',
  earnings: '/member/earnings',
}

export function memberTabPath(tab: MemberTab, memberId: string): string {
  return `${PATHS[tab]}/${memberId}`
}

/** Sub members, investments and earnings of one member: three routes switched like tabs. */
export function MemberTabs({ memberId, active }: { memberId: string; active: MemberTab }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Tabs
      activeKey={active}
      className="club-member-tabs"
      onChange={(key) => {
        const tab = MEMBER_TABS.find((candidate) => candidate === key)
        if (tab) navigate(memberTabPath(tab, memberId), { replace: true })
      }}
    >
      {MEMBER_TABS.map((tab) => (
        <Tabs.Tab
          key={tab}
          title={<span data-testid={`member-tab-${tab}`}>{t(`club.member.tabs.${tab}`)}</span>}
        />
      ))}
    </Tabs>
  )
}
