import { useQuery } from '@tanstack/react-query'
import type { DailyRanking } from '@vita/shared/schemas/content'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { rankingKeys } from './keys'

export type GetDailyRankingReturnType = DailyRanking

/** GET /app/ranking/daily: today's top members by new direct-invite purchases, and the caller's rank. */
export function getDailyRanking(): Promise<GetDailyRankingReturnType> {
  return apiRequest('/ranking/daily', {
    parse: lazyParse(() => import('@vita/shared/schemas/content').then((m) => m.dailyRankingSchema)),
  })
}

export function useDailyRanking() {
  return useQuery({ queryKey: rankingKeys.daily(), queryFn: getDailyRanking })
}
