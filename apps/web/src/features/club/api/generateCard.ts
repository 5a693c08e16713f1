import type { ShoppingCard } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
import { clubMoneyKeys } from './moneyKeys'

export type GenerateCardParameters = { orderId: string; idempotencyKey: string }
export type GenerateCardReturnType = ShoppingCard

/** POST /app/club/cards: generates the one shopping card of an active order. */
export async function generateCard({
  orderId,
  idempotencyKey,
}: GenerateCardParameters): Promise<GenerateCardReturnType> {
  const body = await validRequest(
    () => import('@vita/shared/schemas/club').then((m) => m.generateCardSchema),
    { orderId },
  )
  return apiRequest('/club/cards', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.shoppingCardSchema)),
  })
}

/** A retry for the same order after a lost answer keeps its key; the screen shows the texts. */
export function useGenerateCard() {
  return useIdempotentMutation({
    send: (orderId: string, idempotencyKey: string) => generateCard({ orderId, idempotencyKey }),
    invalidates: clubMoneyKeys.cards(),
  })
}
