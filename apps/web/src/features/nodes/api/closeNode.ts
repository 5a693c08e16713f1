import { nodePath } from './nodeKeys'
import { postNodeChange, useNodeChange, type NodeChangeReturnType } from './nodeChange'

export type CloseNodeParameters = { id: string }
export type CloseNodeReturnType = NodeChangeReturnType

/** POST /app/club/nodes/:id/close: no more rewards; the stake is released after the cooling period. */
export function closeNode(
  parameters: CloseNodeParameters,
  idempotencyKey: string,
): Promise<CloseNodeReturnType> {
  return postNodeChange(nodePath(parameters.id, '/close'), undefined, idempotencyKey)
}

export function useCloseNode() {
  return useNodeChange(closeNode)
}
