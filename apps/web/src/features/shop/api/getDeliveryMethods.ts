import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { deliveryMethodsSchema } from '@vita/shared/schemas/shop'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { shopKeys, shopPath, shopSchemas } from './shopKeys'

export type GetDeliveryMethodsReturnType = z.infer<typeof deliveryMethodsSchema>

/** GET /app/shop/delivery-methods (no token): each method's fee and working days, the time to pay. */
export function getDeliveryMethods(signal?: AbortSignal): Promise<GetDeliveryMethodsReturnType> {
  return apiRequest(shopPath('delivery-methods'), {
    signal,
    parse: lazyParse(() => shopSchemas().then((m) => m.deliveryMethodsSchema)),
  })
}

export function useDeliveryMethods() {
  return useQuery({
    queryKey: shopKeys.deliveryMethods(),
    queryFn: ({ signal }) => getDeliveryMethods(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  })
}
