import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HomeSummary } from '@vita/shared/schemas/content'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { rankingKeys } from './keys'

export type GetHomeSummaryReturnType = HomeSummary

/** GET /app/home/summary: direct invites and the invite reward, total and today. */
export function getHomeSummary(): Promise<GetHomeSummaryReturnType> {
  return apiRequest('/home/summary', {
    parse: lazyParse(() => import('@vita/shared/schemas/content').then((m) => m.homeSummarySchema)),
  })
}

export const homeSummaryQuery = () =>
  queryOptions({ queryKey: rankingKeys.homeSummary(), queryFn: getHomeSummary, meta: { silent: true } })

export function useHomeSummary() {
  return useQuery(homeSummaryQuery())
}
