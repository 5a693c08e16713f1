/**
 * What every change of a member's addresses shares: one lock per member (so two changes cannot both
 * see "no default" or both move it; the partial unique index would refuse the second with a 500), the
 * member's live rows, and the caller's own row by uuid.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { isAddressId } from '@vita/shared/schemas/addresses'
import type { Db, Tx } from '../../platform/db/client'
import { notFound } from '../../platform/http/domainError'
import { deliveryAddresses, type DeliveryAddressRow } from './tables'

/** Serializes the changes of `memberId`'s addresses until the transaction ends. */
export async function lockMemberAddresses(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('delivery_addresses', ${memberId}))`)
}

export const liveAddressesOf = (memberId: number) =>
  and(eq(deliveryAddresses.memberId, memberId), isNull(deliveryAddresses.deletedAt))

/** The member's live addresses: the default first, then the newest. */
export function selectMemberAddresses(db: Db | Tx, memberId: number): Promise<DeliveryAddressRow[]> {
  return db
    .select()
    .from(deliveryAddresses)
    .where(liveAddressesOf(memberId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.id))
}

/** The caller's live address by uuid, or null: another member's, a deleted one and a malformed id alike. */
export async function selectOwnedAddress(
  db: Db | Tx,
  memberId: number,
  addressUuid: string,
): Promise<DeliveryAddressRow | null> {
  if (!isAddressId(addressUuid)) return null
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(liveAddressesOf(memberId), eq(deliveryAddresses.uuid, addressUuid)))
  return row ?? null
}

/** selectOwnedAddress, or notFound (404) when there is none. */
export async function requireOwnedAddress(
  tx: Tx,
  memberId: number,
  addressUuid: string,
): Promise<DeliveryAddressRow> {
  const row = await selectOwnedAddress(tx, memberId, addressUuid)
  if (!row) throw notFound()
  return row
}

/** Makes `addressId` the member's one default (the previous default first stops being one). */
export async function moveDefault(tx: Tx, memberId: number, addressId: number): Promise<void> {
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(liveAddressesOf(memberId), eq(deliveryAddresses.isDefault, true)))
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(eq(deliveryAddresses.id, addressId))
}
