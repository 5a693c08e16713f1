import { and, inArray, isNull } from 'drizzle-orm'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { isAddressId } from '@vita/shared/schemas/addresses'
import type { Db, Tx } from '../../platform/db/client'
import { toDeliveryAddressView } from './addressView'
import { deliveryAddresses } from './tables'

export type FindMemberAddressParameters = { memberId: number; addressUuid: string }
/** null: no such live address of this member (another member's, a deleted one, a malformed id). */
export type FindMemberAddressReturnType = DeliveryAddress | null

/**
 * The member's own live address by its uuid, for checkout to copy into the order (orders keep their
 * copy, so a later edit or delete does not change them).
 */
export async function findMemberAddress(
  db: Db | Tx,
  parameters: FindMemberAddressParameters,
): Promise<FindMemberAddressReturnType> {
  const [address] = await findMemberAddresses(db, [parameters])
  return address ?? null
}

/** findMemberAddress for several members' requests in one query: one answer per request, in order. */
export async function findMemberAddresses(
  db: Db | Tx,
  requests: readonly FindMemberAddressParameters[],
): Promise<FindMemberAddressReturnType[]> {
  const uuids = [...new Set(requests.map((r) => r.addressUuid).filter(isAddressId))]
  const rows =
    uuids.length === 0
      ? []
      : await db
          .select()
          .from(deliveryAddresses)
          .where(and(inArray(deliveryAddresses.uuid, uuids), isNull(deliveryAddresses.deletedAt)))
  const byUuid = new Map(rows.map((row) => [row.uuid, row]))
  return requests.map(({ memberId, addressUuid }) => {
    const row = byUuid.get(addressUuid)
    return row && row.memberId === memberId ? toDeliveryAddressView(row) : null
  })
}
