import { useQuery } from '@tanstack/react-query'
import type { SellPermission } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { isLoggedIn, useSession } from '../../../platform/session/session'

/** GET /app/club/sell-permission: why the signed-in member may or may not sell, and whether it is on chain yet. */
export function getSellPermission(signal?: AbortSignal): Promise<SellPermission> {
  return apiRequest('/club/sell-permission', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.sellPermissionSchema)),
  })
}

/** Asked only when the chain says no and a member is signed in (visitors are told to sign in anyway). */
export function useSellPermission(wanted: boolean) {
  const loggedIn = isLoggedIn(useSession())
  return useQuery({
    queryKey: ['swap', 'sell-permission'],
    queryFn: ({ signal }) => getSellPermission(signal),
    enabled: wanted && loggedIn,
    // While it is on its way to the chain the answer changes within a minute.
    refetchInterval: (query) => (query.state.data?.pending ? 10_000 : false),
  })
}
