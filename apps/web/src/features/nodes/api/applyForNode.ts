import type { NodeTierRequest } from '@vita/shared/schemas/nodes'
import { NODES_PATH } from './nodeKeys'
import { postNodeChange, useNodeChange, type NodeChangeReturnType } from './nodeChange'

export type ApplyForNodeParameters = NodeTierRequest
export type ApplyForNodeReturnType = NodeChangeReturnType

/** POST /app/club/nodes: opens a node of this tier, holding its stake from my available DPINE. */
export function applyForNode(
  parameters: ApplyForNodeParameters,
  idempotencyKey: string,
): Promise<ApplyForNodeReturnType> {
  return postNodeChange(NODES_PATH, { type: parameters.type, level: parameters.level }, idempotencyKey)
}

export function useApplyForNode() {
  return useNodeChange(applyForNode)
}
