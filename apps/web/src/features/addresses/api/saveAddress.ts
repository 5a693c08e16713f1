import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeliveryAddress, DeliveryAddressBody } from '@vita/shared/schemas/addresses'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'
import { ADDRESSES_PATH, addressKeys, addressPath, addressSchemas } from './addressKeys'

/** `id` absent: a new address (POST); present: that address replaced (PUT). */
export type SaveAddressParameters = { id?: string | undefined; address: DeliveryAddressBody }
export type SaveAddressReturnType = DeliveryAddress

/** POST /app/addresses or PUT /app/addresses/:id; a refusal names the field and the spec's message. */
export async function saveAddress({ id, address }: SaveAddressParameters): Promise<SaveAddressReturnType> {
  const body = await validRequest(() => addressSchemas().then((m) => m.deliveryAddressBodySchema), address)
  return apiRequest(id ? addressPath(id) : ADDRESSES_PATH, {
    method: id ? 'PUT' : 'POST',
    body,
    parse: lazyParse(() => addressSchemas().then((m) => m.deliveryAddressSchema)),
  })
}

/** Silent: the form shows a refusal beside its field, other failures itself. */
export function useSaveAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveAddress,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
