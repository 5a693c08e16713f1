import { useQuery } from '@tanstack/react-query'
import type { ShoppingCards } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetCardsReturnType = ShoppingCards

/** GET /app/club/cards: my shopping cards and my orders that have none yet. */
export function getCards(signal?: AbortSignal): Promise<GetCardsReturnType> {
  return apiRequest('/club/cards', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.shoppingCardsSchema)),
  })
}

export function useCards(enabled = true) {
  return useQuery({
    queryKey: clubMoneyKeys.cards(),
    queryFn: ({ signal }) => getCards(signal),
    enabled,
    // While an order waits for its blocks, ask again every few blocks (BSC mines one every ~3 s or less).
    refetchInterval: (query) =>
      query.state.data?.ordersWithoutCard.some((order) => order.blocksLeft > 0) ? 3_000 : false,
  })
}
