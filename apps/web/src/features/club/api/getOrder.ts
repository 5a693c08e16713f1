import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

export type GetOrderReturnType = ClubOrderView

/** GET /app/club/orders/:id: one of my orders (the buy flow polls it until it is active or failed). */
export function getOrder(id: string, signal?: AbortSignal): Promise<GetOrderReturnType> {
  return apiRequest(`/club/orders/${encodeURIComponent(id)}`, {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubOrderSchema)),
  })
}
