import { ErrorBlock } from 'antd-mobile'
import type { NodeMember } from '@vita/shared/schemas/nodes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { useNodeMembers } from '../api/listNodeMembers'
import { nodeKeys } from '../api/nodeKeys'
import { isNodeId } from '../nodeStanding'
import { MemberLevelText } from './MemberLevelText'
import { MoreFooter } from '../../../components/MoreFooter'
import { NodeNotFound } from './NodeNotFound'
import { NodeSkeleton } from './NodeSkeleton'
import { QueryByIdState } from '../../../components/QueryByIdState'
import { NodeRefresh } from './NodeRefresh'

function MemberRow({ member }: { member: NodeMember }) {
  const { t } = useTranslation()
  return (
    <li>
      <Link to={`/member/sub-members/${member.uuid}`} className="node-row" data-testid="node-member">
        <span className="node-row-main">
          <span>
            {member.communityNumber}{' '}
            <span className="node-member-level">
              <MemberLevelText level={member.level} />
            </span>
          </span>
          <span className="mono muted">{member.maskedAddress}</span>
          <span className="muted">
            {t('nodes.members.depth', { depth: member.depth })} ·{' '}
            {t('nodes.members.joinedAt', { time: formatDateTime(member.joinedAt, currentLocale()) })}
          </span>
        </span>
        <span className="node-row-side">
          <span className={member.active ? 'node-met' : 'muted'}>
            {t(member.active ? 'nodes.members.active' : 'nodes.members.inactive')}
          </span>
          <span className="muted">{t('nodes.members.orders', { count: member.orders })}</span>
        </span>
      </Link>
    </li>
  )
}

function KnownNodeMembers({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation()
  const members = useNodeMembers(nodeId)
  return (
    <NodeRefresh queryKey={nodeKeys.members(nodeId)}>
      <QueryByIdState
        query={members}
        loading={<NodeSkeleton lines={6} testId="node-members-loading" />}
        notFound={<NodeNotFound title={t('nodes.members.notFound')} />}
        errorText={t('nodes.loadFailed.members')}
        testId="node-members-error"
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items)
          return (
            <section className="card" data-testid="node-members-card">
              {items.length === 0 ? (
                <ErrorBlock
                  status="empty"
                  title={t('nodes.members.empty')}
                  description=""
                  data-testid="node-members-empty"
                />
              ) : (
                <>
                  <ul className="node-rows" data-testid="node-members">
                    {items.map((member) => (
                      <MemberRow key={member.uuid} member={member} />
                    ))}
                  </ul>
                  <MoreFooter
                    query={members}
                    failedText={t('nodes.loadMoreFailed')}
                    noMoreText={t('nodes.noMore')}
                  />
                </>
              )}
            </section>
          )
        }}
      </QueryByIdState>
    </NodeRefresh>
  )
}

/** /node-members/:id: the holder's downline (holder only; anyone else gets "not found"), page by page. */
export function NodeMemberList({ nodeId }: { nodeId: string | undefined }) {
  const { t } = useTranslation()
  return isNodeId(nodeId) ? (
    <KnownNodeMembers nodeId={nodeId} />
  ) : (
    <NodeNotFound title={t('nodes.members.notFound')} />
  )
}
