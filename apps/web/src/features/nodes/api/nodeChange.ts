/**
 * What applying, upgrading and closing share: a POST with an Idempotency-Key that answers the node as
 * it stands, and a mutation that keeps the key across retries of the same attempt.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { MyNode } from '@vita/shared/schemas/nodes'
import { apiRequest } from '../../../lib/http'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { lazyParse } from '../../../lib/schema'
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

/**
 * One key per attempt: a retry of the same payload after an unknown outcome (timeout, dropped
 * connection, 5xx) reuses it, so the server answers the first request again instead of holding a
 * second stake; a definite answer ends the attempt. Silent: the screens show the texts.
 */
export function useNodeChange<P>(
  send: (payload: P, idempotencyKey: string) => Promise<NodeChangeReturnType>,
) {
  const client = useQueryClient()
  const [submission] = useState(() => createIdempotentSubmission())
  return useMutation({
    mutationFn: async (payload: P) => {
      try {
        const result = await send(payload, submission.keyFor(payload))
        submission.settle()
        return result
      } catch (error) {
        submission.settle(error)
        throw error
      }
    },
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: nodeKeys.all }),
  })
}
