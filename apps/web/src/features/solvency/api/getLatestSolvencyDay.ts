import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SolvencyDay } from '@vita/shared/schemas/solvency'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { solvencyKeys } from './keys'

/** Null before the first snapshot. */
export type GetLatestSolvencyDayReturnType = SolvencyDay | null

/** GET /app/solvency/latest (public): the newest day's root, totals, reserves and publication. */
export function getLatestSolvencyDay(signal?: AbortSignal): Promise<GetLatestSolvencyDayReturnType> {
  return apiRequest('/solvency/latest', {
    signal,
    parse: lazyParse(() =>
      import('@vita/shared/schemas/solvency').then((m) => m.solvencyDaySchema.nullable()),
    ),
  })
}

/** While the day's root is sent but not confirmed, its status changes within a block or two. */
export const PUBLICATION_POLL_MS = 5_000

export function latestSolvencyPollMs(day: GetLatestSolvencyDayReturnType | undefined): number | false {
  return day?.publication?.status === 'sent' ? PUBLICATION_POLL_MS : false
}

export const latestSolvencyDayQuery = () =>
  queryOptions({
    queryKey: solvencyKeys.latest(),
    queryFn: ({ signal }) => getLatestSolvencyDay(signal),
    refetchInterval: (query) => latestSolvencyPollMs(query.state.data),
  })

export function useLatestSolvencyDay() {
  return useQuery(latestSolvencyDayQuery())
}
