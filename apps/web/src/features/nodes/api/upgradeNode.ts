import type { NodeTierRequest } from '@vita/shared/schemas/nodes'
import { nodePath } from './nodeKeys'
import { postNodeChange, useNodeChange, type NodeChangeReturnType } from './nodeChange'

export type UpgradeNodeParameters = { id: string; tier: NodeTierRequest }
export type UpgradeNodeReturnType = NodeChangeReturnType

/** POST /app/club/nodes/:id/upgrade: moves my open node to a tier of higher stake, holding the difference. */
export function upgradeNode(
  parameters: UpgradeNodeParameters,
  idempotencyKey: string,
): Promise<UpgradeNodeReturnType> {
  const { type, level } = parameters.tier
  return postNodeChange(nodePath(parameters.id, '/upgrade'), { type, level }, idempotencyKey)
}

export function useUpgradeNode() {
  return useNodeChange(upgradeNode)
}
