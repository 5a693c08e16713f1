import { useInfiniteQuery } from '@tanstack/react-query'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { MEMBERS_PAGE_SIZE, pageSearch, teamKeys } from './teamKeys'

/** memberInvestmentSchema: the order fields another member may see (no tx hash, no card state). */
export type MemberInvestment = Pick<
  ClubOrderView,
  'id' | 'status' | 'amount' | 'shares' | 'staticEarned' | 'dynamicEarned' | 'activationDay' | 'createdAt'
>
export type ListMemberInvestmentsParameters = { id: string; cursor?: string | undefined; limit?: number }
export type ListMemberInvestmentsReturnType = { items: MemberInvestment[]; nextCursor: string | null }

/** GET /app/club/members/:id/investments: one page of that member's orders. */
export function listMemberInvestments(
  parameters: ListMemberInvestmentsParameters,
  signal?: AbortSignal,
): Promise<ListMemberInvestmentsReturnType> {
  const search = pageSearch(parameters.cursor, parameters.limit ?? MEMBERS_PAGE_SIZE)
  return apiRequest(`/club/members/${encodeURIComponent(parameters.id)}/investments${search}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.memberInvestmentsPageSchema)),
  })
}

export function useMemberInvestments(id: string) {
  return useInfiniteQuery({
    queryKey: teamKeys.investments(id),
    queryFn: ({ pageParam, signal }) => listMemberInvestments({ id, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
