import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { assetsKeys } from './keys'

export type CheckUuidReturnType = { valid: boolean }

/** GET /app/members/check-uuid: whether the UUID names another member (spec §5 "UUID check"). */
export function checkUuid(uuid: string, signal?: AbortSignal): Promise<CheckUuidReturnType> {
  return apiRequest(`/members/check-uuid?${new URLSearchParams({ uuid }).toString()}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.checkUuidResponseSchema)),
  })
}

/** `uuid` is the debounced input; nothing is asked for an empty one. */
export function useCheckUuid(uuid: string) {
  return useQuery({
    queryKey: assetsKeys.uuidCheck(uuid),
    queryFn: ({ signal }) => checkUuid(uuid, signal),
    enabled: uuid.length > 0,
    staleTime: 60_000,
  })
}
