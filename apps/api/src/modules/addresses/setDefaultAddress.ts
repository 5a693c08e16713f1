import type { Db } from '../../platform/db/client'
import type { DomainError } from '../../platform/http/domainError'
import { listMemberAddresses, type ListMemberAddressesReturnType } from './listMemberAddresses'
import { lockMemberAddresses, moveDefault, requireOwnedAddress } from './memberAddresses'

export type SetDefaultAddressParameters = { memberId: number; addressUuid: string }
/** The member's addresses with the new default first. */
export type SetDefaultAddressReturnType = ListMemberAddressesReturnType
/** notFound (404): no such live address of this member. */
export type SetDefaultAddressErrorType = DomainError

/** Makes the address the member's one default, in one transaction with the previous default's change. */
export async function setDefaultAddress(
  db: Db,
  { memberId, addressUuid }: SetDefaultAddressParameters,
): Promise<SetDefaultAddressReturnType> {
  return db.transaction(async (tx) => {
    await lockMemberAddresses(tx, memberId)
    const current = await requireOwnedAddress(tx, memberId, addressUuid)
    if (!current.isDefault) await moveDefault(tx, memberId, current.id)
    return listMemberAddresses(tx, { memberId })
  })
}
