import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../platform/db/client'
import { notFound, type DomainError } from '../../platform/http/domainError'
import { findMemberAddresses, type FindMemberAddressParameters } from '../addresses'

/** The address as an order keeps it (orderAddressSchema): a copy, so later edits leave orders alone. */
export type OrderAddress = ShopOrder['address']
/** notFound: no such address, deleted, or another member's (they look alike). */
export type FindOrderAddressErrorType = DomainError

/** A copy of the caller's own delivery address `addressUuid` for an order. */
export async function findOrderAddress(db: Db, request: FindMemberAddressParameters): Promise<OrderAddress> {
  const [address] = await findOrderAddresses(db, [request])
  if (!address) throw notFound()
  return address
}

/** findOrderAddress for several requests in one query: null where the caller may not use the address. */
export async function findOrderAddresses(
  db: Db,
  requests: readonly FindMemberAddressParameters[],
): Promise<(OrderAddress | null)[]> {
  return (await findMemberAddresses(db, requests)).map((address) => {
    if (!address) return null
    const { name, tel, province, city, county, areaCode, detail } = address
    return { name, tel, province, city, county, areaCode, detail }
  })
}
