import { useQuery } from '@tanstack/react-query'
import type { DepositsPage } from '@vita/shared/schemas/deposits'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { depositsKeys } from './keys'

/** While a deposit is on its way (sent, or waiting for its confirmations) its state changes within seconds. */
export const DEPOSITS_POLL_MS = 2_000

/** GET /app/deposits: the member's latest deposits, newest first. */
export function listDeposits(signal?: AbortSignal): Promise<DepositsPage> {
  return apiRequest('/deposits?limit=20', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/deposits').then((m) => m.depositsPageSchema)),
  })
}

/**
 * The list polls while a deposit is pending, and while `awaiting` (a hash the member just sent) is not
 * yet in it: the indexer lists a deposit only once its block is mined and read.
 */
export function useDeposits(awaiting: string | null = null) {
  return useQuery({
    queryKey: depositsKeys.list(),
    queryFn: ({ signal }) => listDeposits(signal),
    refetchInterval: (query) => depositsPollMs(query.state.data, awaiting),
  })
}

export function depositsPollMs(page: DepositsPage | undefined, awaiting: string | null): number | false {
  const items = page?.items ?? []
  if (items.some((item) => item.status === 'pending')) return DEPOSITS_POLL_MS
  if (awaiting && !items.some((item) => item.txHash.toLowerCase() === awaiting.toLowerCase()))
    return DEPOSITS_POLL_MS
  return false
}
