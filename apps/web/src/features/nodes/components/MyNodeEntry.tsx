import { Skeleton } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMyNode } from '../api/getMyNode'
import { NodeBadge } from './NodeBadge'
import { NodeStatusTag } from './NodeStatusTag'

/**
 * The team screen's node line: my node's badge linking to it, or (no node, or the answer failed) the
 * way to the tier table.
 */
export function MyNodeEntry() {
  const { t } = useTranslation()
  const mine = useMyNode()
  if (mine.isPending)
    return (
      <section className="card my-node-loading" data-testid="my-node-loading">
        <Skeleton.Paragraph lineCount={1} animated />
      </section>
    )
  const node = mine.data?.node ?? null
  if (node)
    return (
      <Link to={`/node/${node.id}`} className="card node-entry" data-testid="my-node">
        <NodeBadge type={node.type} level={node.level} testId="my-node-badge" />
        {node.status !== 'open' && <NodeStatusTag status={node.status} />}
        <span className="node-entry-more muted">{t('nodes.entry.view')} ›</span>
      </Link>
    )
  return (
    <Link to="/node-config" className="card node-entry" data-testid="my-node-apply">
      <strong>{t('nodes.entry.title')}</strong>
      <span className="node-entry-more muted">{t('nodes.entry.apply')} ›</span>
    </Link>
  )
}
