import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ClubPurchase } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type GetPurchaseReturnType = ClubPurchase

/** While the wallet waits for its whitelist transaction the buy screen asks again this often. */
export const ACTIVATION_POLL_MS = 5_000

/** GET /app/club/purchase: price, remaining orders, referrer, activation and an open order to resume. */
export function getPurchase(signal?: AbortSignal): Promise<GetPurchaseReturnType> {
  return apiRequest('/club/purchase', {
    signal,
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubPurchaseSchema)),
  })
}

/** The purchase as the buy screen and the buy entries (team screen, Mine) and their loaders ask for it. */
export const purchaseQuery = () =>
  queryOptions({ queryKey: clubMoneyKeys.purchase(), queryFn: ({ signal }) => getPurchase(signal) })

export function usePurchase() {
  return useQuery({
    ...purchaseQuery(),
    refetchInterval: (query) => {
      const activation = query.state.data?.activation
      return activation !== undefined && activation !== 'whitelisted' ? ACTIVATION_POLL_MS : false
    },
  })
}
