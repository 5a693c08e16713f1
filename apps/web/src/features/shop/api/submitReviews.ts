import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { submitReviewsSchema } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { shopKeys, shopPath } from './shopKeys'

export type SubmitReviewsParameters = { orderNo: string; body: z.infer<typeof submitReviewsSchema> }

/** POST /app/shop/orders/:orderNo/reviews: one review per item; the answer's body is not needed. */
export function submitReviews(parameters: SubmitReviewsParameters): Promise<void> {
  return apiRequest(shopPath('orders', parameters.orderNo, '/reviews'), {
    method: 'POST',
    body: parameters.body,
    parse: () => undefined,
  })
}

export function useSubmitReviews() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: submitReviews,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  })
}
