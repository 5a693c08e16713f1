/**
 * Deleting an address and making one the default: both answer the list as it now stands, which
 * replaces the cached list at once (the default may have moved).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeliveryAddressList } from '@vita/shared/schemas/addresses'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { addressKeys, addressPath, addressSchemas } from './addressKeys'

export type ChangeAddressParameters = { id: string }
export type ChangeAddressReturnType = DeliveryAddressList

const parseList = lazyParse(() => addressSchemas().then((m) => m.deliveryAddressListSchema))

/** DELETE /app/addresses/:id: the default passes to the newest remaining address. */
export function deleteAddress({ id }: ChangeAddressParameters): Promise<ChangeAddressReturnType> {
  return apiRequest(addressPath(id), { method: 'DELETE', parse: parseList })
}

/** POST /app/addresses/:id/default. */
export function setDefaultAddress({ id }: ChangeAddressParameters): Promise<ChangeAddressReturnType> {
  return apiRequest(addressPath(id, '/default'), { method: 'POST', parse: parseList })
}

/** Failures go to the app's error toast (the catalogue's texts). */
function useAddressChange(send: (parameters: ChangeAddressParameters) => Promise<ChangeAddressReturnType>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (list) => client.setQueryData(addressKeys.list(), list),
    onSettled: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

export const useDeleteAddress = () => useAddressChange(deleteAddress)
export const useSetDefaultAddress = () => useAddressChange(setDefaultAddress)
