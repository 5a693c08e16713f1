import { useQuery } from '@tanstack/react-query'
import type { DeliveryAddressList } from '@vita/shared/schemas/addresses'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { ADDRESSES_PATH, addressKeys, addressSchemas } from './addressKeys'

export type ListAddressesReturnType = DeliveryAddressList

/** GET /app/addresses: the member's addresses, the default first, then the newest. */
export function listAddresses(signal?: AbortSignal): Promise<ListAddressesReturnType> {
  return apiRequest(ADDRESSES_PATH, {
    signal,
    parse: lazyParse(() => addressSchemas().then((m) => m.deliveryAddressListSchema)),
  })
}

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(), queryFn: ({ signal }) => listAddresses(signal) })
}
