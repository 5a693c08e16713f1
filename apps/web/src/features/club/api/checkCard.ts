import { useMutation } from '@tanstack/react-query'
import type { CheckCardResponse } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'

export type CheckCardParameters = { number: string; secret: string }
export type CheckCardReturnType = CheckCardResponse

/** POST /app/club/cards/check (/card-service): a card's status and value by number and secret. */
export async function checkCard(parameters: CheckCardParameters): Promise<CheckCardReturnType> {
  const body = await validRequest(
    () => import('@vita/shared/schemas/club').then((m) => m.checkCardSchema),
    parameters,
  )
  return apiRequest('/club/cards/check', {
    method: 'POST',
    body,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.checkCardResponseSchema)),
  })
}

export function useCheckCard() {
  return useMutation({ mutationFn: checkCard, meta: { silent: true } })
}
