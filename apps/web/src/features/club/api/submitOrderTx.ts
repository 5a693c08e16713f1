import type { Hash } from 'viem'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'

export type SubmitOrderTxParameters = { orderId: string; txHash: Hash }
export type SubmitOrderTxReturnType = ClubOrderView

/** POST /app/club/orders/:id/tx: the placeOrder transaction's hash, sent before its receipt is awaited. */
export async function submitOrderTx({
  orderId,
  txHash,
}: SubmitOrderTxParameters): Promise<SubmitOrderTxReturnType> {
  const body = await validRequest(
    () => import('@vita/shared/schemas/club').then((m) => m.submitClubOrderTxSchema),
    { txHash },
  )
  return apiRequest(`/club/orders/${encodeURIComponent(orderId)}/tx`, {
    method: 'POST',
    body,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubOrderSchema)),
  })
}
