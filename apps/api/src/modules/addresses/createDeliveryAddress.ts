import { sql } from 'drizzle-orm'
import type { DeliveryAddress, DeliveryAddressBody } from '@vita/shared/schemas/addresses'
import type { Db } from '../../platform/db/client'
import { toDeliveryAddressView } from './addressView'
import { checkDeliveryAddress, type CheckDeliveryAddressErrorType } from './checkDeliveryAddress'
import { liveAddressesOf, lockMemberAddresses, moveDefault } from './memberAddresses'
import { deliveryAddresses } from './tables'

export type CreateDeliveryAddressParameters = { memberId: number; address: DeliveryAddressBody }
export type CreateDeliveryAddressReturnType = DeliveryAddress
export type CreateDeliveryAddressErrorType = CheckDeliveryAddressErrorType

/** Adds an address; the member's first one, or one asked to be, becomes the default. */
export async function createDeliveryAddress(
  db: Db,
  { memberId, address }: CreateDeliveryAddressParameters,
): Promise<CreateDeliveryAddressReturnType> {
  const { isDefault, ...fields } = checkDeliveryAddress(address)
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, memberId)
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(deliveryAddresses)
      .where(liveAddressesOf(memberId))
    const [row] = await tx
      .insert(deliveryAddresses)
      .values({ memberId, ...fields })
      .returning()
    if (!row) throw new Error('address not inserted')
    if (!isDefault && (live?.count ?? 0) > 0) return toDeliveryAddressView(row)
    await moveDefault(tx, memberId, row.id)
    return toDeliveryAddressView({ ...row, isDefault: true })
  })
}
