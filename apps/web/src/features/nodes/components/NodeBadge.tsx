import type { NodeLevel, NodeType } from '@vita/shared/club/nodes'
import { useTranslation } from 'react-i18next'

/** "青铜节点" / "Bronze node"; a super node reads "超级青铜节点" and carries the super mark. */
export function NodeBadge({ type, level, testId }: { type: NodeType; level: NodeLevel; testId?: string }) {
  const { t } = useTranslation()
  return (
    <span
      className={`node-badge node-badge-${level}${type === 'super' ? ' node-badge-super' : ''}`}
      data-testid={testId}
      data-type={type}
      data-level={level}
    >
      {type === 'super' && (
        <span className="node-badge-mark" aria-hidden="true">
          ★
        </span>
      )}
      {t(`nodes.badge.${type}`, { level: t(`nodes.level.${level}`) })}
    </span>
  )
}
