import type { NodeStatus } from '@vita/shared/club/nodes'
import { useTranslation } from 'react-i18next'

/** open / closing / closed as a small tag. */
export function NodeStatusTag({ status }: { status: NodeStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`node-status node-status-${status}`} data-testid="node-status" data-status={status}>
      {t(`nodes.status.${status}`)}
    </span>
  )
}
