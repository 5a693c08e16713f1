import { useQuery } from '@tanstack/react-query'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { withdrawalsKeys } from './keys'
import { withdrawalPollMs } from './withdrawalPolling'

export type GetWithdrawalReturnType = Withdrawal

/** GET /app/withdrawals/:id: one withdrawal, polled until it is settled (withdrawalPolling.ts). */
export function getWithdrawal(id: string, signal?: AbortSignal): Promise<GetWithdrawalReturnType> {
  return apiRequest(`/withdrawals/${encodeURIComponent(id)}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/withdrawals').then((m) => m.withdrawalSchema)),
  })
}

export function useWithdrawal(id: string | null) {
  return useQuery({
    queryKey: withdrawalsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getWithdrawal(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (query) => withdrawalPollMs(query.state.data?.status),
  })
}
