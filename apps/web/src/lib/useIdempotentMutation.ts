import { partialMatchKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { createIdempotentSubmission } from './idempotencyKey'

export type UseIdempotentMutationParameters<P, R> = {
  /** Sends the request with the submission's key (the Idempotency-Key header). */
  send: (payload: P, idempotencyKey: string) => Promise<R>
  /** Refetched once the answer (or the failure) is in. */
  invalidates: QueryKey
  /** Under `invalidates`, the queries the answer makes void rather than stale (asked again they fail). */
  except?: QueryKey
}

/**
 * A mutation with one Idempotency-Key per attempt (createIdempotentSubmission): a retry of the same
 * payload after an unknown outcome (timeout, dropped connection, 5xx) reuses the key, so the server
 * answers the first request again instead of doing it twice; a definite answer ends the attempt.
 * Silent: the screens show the texts.
 */
export function useIdempotentMutation<P, R>({
  send,
  invalidates,
  except,
}: UseIdempotentMutationParameters<P, R>) {
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
    onSettled: () =>
      client.invalidateQueries({
        queryKey: invalidates,
        predicate: except ? (query) => !partialMatchKey(query.queryKey, except) : undefined,
      }),
  })
}
