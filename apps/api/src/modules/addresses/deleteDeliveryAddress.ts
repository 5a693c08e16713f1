import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { listMemberAddresses, type ListMemberAddressesReturnType } from './listMemberAddresses'
import { liveAddressesOf, lockMemberAddresses, moveDefault, requireOwnedAddress } from './memberAddresses'
import { deliveryAddresses } from './tables'

export type DeleteDeliveryAddressParameters = { memberId: number; addressUuid: string }
/** The member's addresses after the delete. */
export type DeleteDeliveryAddressReturnType = ListMemberAddressesReturnType
/** notFound (404): no such live address of this member. */
export type DeleteDeliveryAddressErrorType = DomainError

/**
 * Marks the address deleted (orders keep their own copy). Deleting the default makes the newest
 * remaining address the default.
 */
export async function deleteDeliveryAddress(
  db: Db,
  { memberId, addressUuid }: DeleteDeliveryAddressParameters,
): Promise<DeleteDeliveryAddressReturnType> {
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, memberId)
    const current = await requireOwnedAddress(tx, memberId, addressUuid)
    await tx
      .update(deliveryAddresses)
      .set({ deletedAt: sql`now()`, isDefault: false, updatedAt: sql`now()` })
      .where(eq(deliveryAddresses.id, current.id))
    if (current.isDefault) {
      const [newest] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(liveAddressesOf(memberId))
        .orderBy(desc(deliveryAddresses.id))
        .limit(1)
      if (newest) await moveDefault(tx, memberId, newest.id)
    }
    return listMemberAddresses(tx, { memberId })
  })
}
