import { eq, sql } from 'drizzle-orm'
import type { DeliveryAddress, DeliveryAddressBody } from '@vita/shared/schemas/addresses'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { toDeliveryAddressView } from './addressView'
import { checkDeliveryAddress } from './checkDeliveryAddress'
import { lockMemberAddresses, moveDefault, requireOwnedAddress } from './memberAddresses'
import { deliveryAddresses } from './tables'

export type UpdateDeliveryAddressParameters = {
  memberId: number
  addressUuid: string
  address: DeliveryAddressBody
}
export type UpdateDeliveryAddressReturnType = DeliveryAddress
/** invalidInput (400, the field's message) before anything changes; notFound (404) for anyone else's. */
export type UpdateDeliveryAddressErrorType = DomainError

/** Replaces the address's fields; `isDefault: true` makes it the default (false never removes it). */
export async function updateDeliveryAddress(
  db: Db,
  { memberId, addressUuid, address }: UpdateDeliveryAddressParameters,
): Promise<UpdateDeliveryAddressReturnType> {
  const { isDefault, ...fields } = checkDeliveryAddress(address)
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, memberId)
    const current = await requireOwnedAddress(tx, memberId, addressUuid)
    if (isDefault && !current.isDefault) await moveDefault(tx, memberId, current.id)
    const [row] = await tx
      .update(deliveryAddresses)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(deliveryAddresses.id, current.id))
      .returning()
    if (!row) throw new Error('address not updated')
    return toDeliveryAddressView(row)
  })
}
