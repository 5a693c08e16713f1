import { useMutation } from '@tanstack/react-query'
import type { CheckCardResponse } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

export type CheckShoppingCardParameters = { number: string; secret: string }
export type CheckShoppingCardReturnType = CheckCardResponse

/** POST /app/club/cards/check: the card's status and remaining value, to show what it covers before paying. */
export function checkShoppingCard(
  parameters: CheckShoppingCardParameters,
): Promise<CheckShoppingCardReturnType> {
  return apiRequest('/club/cards/check', {
    method: 'POST',
    body: parameters,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.checkCardResponseSchema)),
  })
}

export function useCheckShoppingCard() {
  return useMutation({ mutationFn: checkShoppingCard, meta: { silent: true } })
}
