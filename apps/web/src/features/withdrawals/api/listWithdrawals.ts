import { useQuery } from '@tanstack/react-query'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { withdrawalsKeys } from './keys'
import { withdrawalsPollMs } from './withdrawalPolling'

export type ListWithdrawalsReturnType = { items: Withdrawal[]; nextCursor: string | null }

/** GET /app/withdrawals: the member's latest withdrawals, newest first. */
export function listWithdrawals(signal?: AbortSignal): Promise<ListWithdrawalsReturnType> {
  return apiRequest('/withdrawals?limit=20', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/withdrawals').then((m) => m.withdrawalsPageSchema)),
  })
}

export function useWithdrawals(enabled = true) {
  return useQuery({
    queryKey: withdrawalsKeys.list(),
    queryFn: ({ signal }) => listWithdrawals(signal),
    enabled,
    // Keep the list moving while any withdrawal is still on its way (or waits for an operator).
    refetchInterval: (query) => withdrawalsPollMs(query.state.data?.items),
  })
}
