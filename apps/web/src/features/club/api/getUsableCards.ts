import { useQuery } from '@tanstack/react-query'
import type { UsableCards } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetUsableCardsReturnType = UsableCards

/** GET /app/club/cards/usable: my cards a payment can use now, the soonest to expire first. */
export function getUsableCards(signal?: AbortSignal): Promise<GetUsableCardsReturnType> {
  return apiRequest('/club/cards/usable', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.usableCardsSchema)),
  })
}

export function useUsableCards() {
  return useQuery({
    queryKey: clubMoneyKeys.usableCards(),
    queryFn: ({ signal }) => getUsableCards(signal),
    // The picker says so itself; typing a card by hand still works.
    meta: { silent: true },
  })
}
