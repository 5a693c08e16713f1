import { useQuery } from '@tanstack/react-query'
import type { TransferRecipient } from '@vita/shared/schemas/assets'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { assetsKeys } from './keys'

export type FindTransferRecipientReturnType = TransferRecipient

/**
 * GET /app/assets/transfer-recipient: the member a transfer to `to` (UUID, community number or wallet
 * address) would pay; refused with memberNotFound or cannotTransferToSelf.
 */
export function findTransferRecipient(
  to: string,
  signal?: AbortSignal,
): Promise<FindTransferRecipientReturnType> {
  return apiRequest(`/assets/transfer-recipient?${new URLSearchParams({ to }).toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.transferRecipientSchema)),
  })
}

/** `to` is the settled, well-formed input; nothing is asked for an empty one. The field shows refusals. */
export function useTransferRecipient(to: string) {
  return useQuery({
    queryKey: assetsKeys.transferRecipient(to),
    queryFn: ({ signal }) => findTransferRecipient(to, signal),
    enabled: to.length > 0,
    staleTime: 60_000,
    meta: { silent: true },
  })
}
