import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'

export type CreateOrderParameters = {
  /** Kept for every retry of the same purchase, so a retry never records a second order. */
  idempotencyKey: string
  communityNumber?: string | undefined
}
export type CreateOrderReturnType = ClubOrderView

/** POST /app/club/orders: records the order (pending) before the wallet sends anything. */
export async function createOrder({
  idempotencyKey,
  communityNumber,
}: CreateOrderParameters): Promise<CreateOrderReturnType> {
  const body = await validRequest(
    () => import('@vita/shared/schemas/club').then((m) => m.createClubOrderSchema),
    communityNumber ? { communityNumber } : {},
  )
  return apiRequest('/club/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubOrderSchema)),
  })
}
