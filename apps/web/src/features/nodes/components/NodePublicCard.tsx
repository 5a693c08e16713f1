import type { NodeDetail } from '@vita/shared/schemas/nodes'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format'
import { currentLocale } from '../../../lib/i18n'
import { nodeStanding, type NodeStanding } from '../nodeStanding'
import { MemberLevelText } from './MemberLevelText'
import { NodeBadge } from './NodeBadge'
import { NodeFacts } from './NodeFacts'
import { NodeStatusTag } from './NodeStatusTag'

function standingText(t: TFunction, standing: NodeStanding): string {
  switch (standing.key) {
    case 'notSettled':
      return t('nodes.detail.notSettled')
    case 'active':
      return t('nodes.detail.active')
    case 'inactive':
      return standing.reason
        ? `${t('nodes.detail.inactive')} · ${t(`nodes.detail.reason.${standing.reason}`)}`
        : t('nodes.detail.inactive')
  }
}

/** What every signed-in member sees of a node: tier, status, last settled day, holder, member counts. */
export function NodePublicCard({ node }: { node: NodeDetail }) {
  const { t } = useTranslation()
  const standing = nodeStanding(node.lastDay)
  return (
    <section className="card" data-testid="node-public">
      <div className="card-title-row">
        <NodeBadge type={node.type} level={node.level} testId="node-badge" />
        <NodeStatusTag status={node.status} />
      </div>
      <NodeFacts
        facts={[
          {
            key: 'standing',
            label: t('nodes.detail.lastDay'),
            value: (
              <span className={`node-standing node-standing-${standing.key}`}>
                {standingText(t, standing)}
              </span>
            ),
            description: standing.key === 'notSettled' ? undefined : standing.day,
          },
          {
            key: 'holderNumber',
            label: t('nodes.detail.communityNumber'),
            value: node.holder.communityNumber,
          },
          {
            key: 'holderAddress',
            label: t('nodes.detail.address'),
            value: <span className="mono">{node.holder.maskedAddress}</span>,
          },
          {
            key: 'holderLevel',
            label: t('nodes.detail.holderLevel'),
            value: <MemberLevelText level={node.holder.level} />,
          },
          {
            key: 'openedAt',
            label: t('nodes.detail.openedAt'),
            value: <time dateTime={node.openedAt}>{formatDateTime(node.openedAt, currentLocale())}</time>,
          },
        ]}
      />
      <dl className="node-figures">
        <div data-testid="node-total-members">
          <dd>{node.totalMembers}</dd>
          <dt>{t('nodes.detail.totalMembers')}</dt>
        </div>
        <div data-testid="node-active-members">
          <dd>{node.activeMembers}</dd>
          <dt>{t('nodes.detail.activeMembers')}</dt>
        </div>
      </dl>
      {node.mine && (
        <Link to={`/node-members/${node.id}`} className="btn node-button" data-testid="node-members-link">
          {t('nodes.detail.viewMembers')}
        </Link>
      )}
    </section>
  )
}
