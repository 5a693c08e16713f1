import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClubOrderView } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type CancelOrderReturnType = ClubOrderView

/** POST /app/club/orders/:id/cancel: a pending order whose transaction was never sent. */
export function cancelOrder(id: string): Promise<CancelOrderReturnType> {
  return apiRequest(`/club/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.clubOrderSchema)),
  })
}

export function useCancelOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => client.invalidateQueries({ queryKey: clubMoneyKeys.all }),
  })
}
