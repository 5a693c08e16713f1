import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import type { Db, Tx } from '../../platform/db/client'
import { toDeliveryAddressView } from './addressView'
import { selectOwnedAddress } from './memberAddresses'

export type FindMemberAddressParameters = { memberId: number; addressUuid: string }
/** null: no such live address of this member (another member's, a deleted one, a malformed id). */
export type FindMemberAddressReturnType = DeliveryAddress | null

/**
 * The member's own live address by its uuid, for checkout to copy into the order (orders keep their
 * copy, so a later edit or delete does not change them).
 */
export async function findMemberAddress(
  db: Db | Tx,
  { memberId, addressUuid }: FindMemberAddressParameters,
): Promise<FindMemberAddressReturnType> {
  const row = await selectOwnedAddress(db, memberId, addressUuid)
  return row ? toDeliveryAddressView(row) : null
}
