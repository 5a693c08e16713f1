import { useQuery } from '@tanstack/react-query'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { withdrawalsKeys } from './keys'

export type GetWithdrawalReturnType = Withdrawal

export const WITHDRAWAL_POLL_MS = 2_000

/** GET /app/withdrawals/:id: one withdrawal, polled while it is pending or broadcast. */
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
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'pending' || status === 'broadcast' ? WITHDRAWAL_POLL_MS : false
    },
  })
}
