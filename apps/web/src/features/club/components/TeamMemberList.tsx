import { Skeleton } from 'antd-mobile'
import type { TeamMember } from '@vita/shared/schemas/club'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MoreFooter, type PagedQuery } from '../../../components/MoreFooter'
import { QueryState, type QueryLike } from '../../../components/QueryState'
import { formatMoney } from '../../../lib/format'
import { LevelBadge } from './LevelBadge'
import { EmptyBlock } from '../../../components/EmptyBlock'

type MemberPages = { pages: { items: TeamMember[]; nextCursor: string | null }[] }

/** What the list needs of an infinite member query. */
export type MemberPagesQuery = QueryLike<MemberPages> & PagedQuery

/** A page-by-page list of members, each opening their own sub members. */
export function TeamMemberList({
  query,
  emptyText,
  testId,
}: {
  query: MemberPagesQuery
  emptyText: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <QueryState
      query={query}
      loading={<Skeleton.Paragraph lineCount={5} animated />}
      errorText={t('club.team.membersLoadFailed')}
      testId={`${testId}-error`}
    >
      {(data) => {
        const members = data.pages.flatMap((page) => page.items)
        if (members.length === 0) {
          return (
            <div data-testid={`${testId}-empty`}>
              <EmptyBlock title={emptyText} />
            </div>
          )
        }
        return (
          <>
            <ul className="club-rows" data-testid={testId}>
              {members.map((member) => (
                <TeamMemberRow key={member.uuid} member={member} />
              ))}
            </ul>
            <MoreFooter query={query} failedText={t('club.loadMoreFailed')} noMoreText={t('club.noMore')} />
          </>
        )
      }}
    </QueryState>
  )
}

function TeamMemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation()
  return (
    <li>
      <Link to={`/member/sub-members/${member.uuid}`} className="club-row" data-testid="team-member">
        <span className="club-row-who">
          <span>
            {member.communityNumber} <LevelBadge level={member.level} />
          </span>
          <span className="mono muted">{member.maskedAddress}</span>
          <span className="muted">
            {t('club.team.memberOrders', { count: member.ownOrders, size: member.teamSize })}
          </span>
        </span>
        <span className="club-row-value">
          <strong>{formatMoney(member.teamPerformance, 2)}</strong>
          <span className="muted">{t('club.team.performance')}</span>
        </span>
      </Link>
    </li>
  )
}
