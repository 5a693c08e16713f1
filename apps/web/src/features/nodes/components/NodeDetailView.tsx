import { useTranslation } from 'react-i18next'
import { useNode } from '../api/getNode'
import { nodeKeys } from '../api/nodeKeys'
import { isNodeId } from '../nodeStanding'
import { NodeNotFound } from './NodeNotFound'
import { NodeSkeleton } from './NodeSkeleton'
import { NodeOwnerCard } from './NodeOwnerCard'
import { NodePublicCard } from './NodePublicCard'
import { QueryByIdState } from '../../../components/QueryByIdState'
import { NodeRefresh } from './NodeRefresh'
import { NodeRewardHistory } from './NodeRewardHistory'

function KnownNode({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation()
  const node = useNode(nodeId)
  return (
    <NodeRefresh queryKey={nodeKeys.node(nodeId)}>
      <QueryByIdState
        query={node}
        loading={<NodeSkeleton lines={6} testId="node-loading" />}
        notFound={<NodeNotFound title={t('nodes.detail.notFound')} />}
        errorText={t('nodes.loadFailed.info')}
        testId="node-error"
      >
        {(data) => (
          <>
            <NodePublicCard node={data} />
            {data.owner && (
              <>
                <NodeOwnerCard node={data} owner={data.owner} />
                <NodeRewardHistory nodeId={data.id} />
              </>
            )}
          </>
        )}
      </QueryByIdState>
    </NodeRefresh>
  )
}

/** /node/:nodeId: the public part for anyone signed in; the holder also sees stake, rewards and actions. */
export function NodeDetailView({ nodeId }: { nodeId: string | undefined }) {
  const { t } = useTranslation()
  return isNodeId(nodeId) ? (
    <KnownNode nodeId={nodeId} />
  ) : (
    <NodeNotFound title={t('nodes.detail.notFound')} />
  )
}
