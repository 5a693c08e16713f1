/**
 * What applying, upgrading and closing share: a POST with an Idempotency-Key that answers the node as
 * it stands, and a mutation that keeps the key across retries of the same attempt.
 */
import type { MyNode } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
import { nodeKeys } from './nodeKeys'

export type NodeChangeReturnType = { node: MyNode }

/** `body` undefined sends none (closing takes no body). */
export function postNodeChange(
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<NodeChangeReturnType> {
  return apiRequest(path, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/nodes').then((m) => m.nodeChangeResponseSchema)),
  })
}

/** The node mutations: one Idempotency-Key per attempt, kept across retries (useIdempotentMutation). */
export function useNodeChange<P>(
  send: (payload: P, idempotencyKey: string) => Promise<NodeChangeReturnType>,
) {
  return useIdempotentMutation({ send, invalidates: nodeKeys.all })
}
