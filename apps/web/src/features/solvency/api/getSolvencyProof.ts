import { queryOptions } from '@tanstack/react-query'
import type { SolvencyProof } from '@vita/shared/schemas/solvency'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { solvencyKeys } from './keys'

export type GetSolvencyProofReturnType = SolvencyProof

/**
 * GET /app/solvency/days/:day/proof (signed in, own only): the member's salt, leaf and path of that
 * day's tree. A day without the member (or without a snapshot) answers 404.
 */
export function getSolvencyProof(day: string, signal?: AbortSignal): Promise<GetSolvencyProofReturnType> {
  return apiRequest(`/solvency/days/${encodeURIComponent(day)}/proof`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/solvency').then((m) => m.solvencyProofSchema)),
  })
}

/** A stored day never changes: the proof is asked for once per day and member, for checking and download alike. */
export const solvencyProofQuery = (day: string, memberUuid: string) =>
  queryOptions({
    queryKey: solvencyKeys.proof(day, memberUuid),
    queryFn: ({ signal }) => getSolvencyProof(day, signal),
    staleTime: Infinity,
    retry: false,
  })
