import type { ShopOrder } from '@vita/shared/schemas/shop'
import type { Db } from '../../../platform/db/client'
import { notFound, type DomainError } from '../../../platform/http/domainError'
import { findMemberAddress } from '../../addresses'

/** The address as an order keeps it (orderAddressSchema): a copy, so later edits leave orders alone. */
export type OrderAddress = ShopOrder['address']
/** notFound: no such address, deleted, or another member's (they look alike). */
export type FindOrderAddressErrorType = DomainError

/** A copy of the caller's own delivery address `addressUuid` for an order. */
export async function findOrderAddress(
  db: Db,
  { memberId, addressUuid }: { memberId: number; addressUuid: string },
): Promise<OrderAddress> {
  const address = await findMemberAddress(db, { memberId, addressUuid })
  if (!address) throw notFound()
  const { name, tel, province, city, county, areaCode, detail } = address
  return { name, tel, province, city, county, areaCode, detail }
}
