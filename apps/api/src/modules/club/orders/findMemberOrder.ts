import { and, eq } from 'drizzle-orm'
import { isClubId } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { notFound, type DomainError } from '../../../platform/http/domainError'
import { clubOrders, type ClubOrderRow } from '../tables'

export type FindMemberOrderParameters = { memberId: number; orderUuid: string; forUpdate?: boolean }
/** notFound (404): no such order, or another member's (the two look the same). */
export type FindMemberOrderErrorType = DomainError

/** The caller's own order by its uuid; anyone else's is answered exactly like a missing one. */
export async function findMemberOrder(
  db: Db,
  { memberId, orderUuid, forUpdate = false }: FindMemberOrderParameters,
): Promise<ClubOrderRow> {
  if (!isClubId(orderUuid)) throw notFound()
  const query = db
    .select()
    .from(clubOrders)
    .where(and(eq(clubOrders.uuid, orderUuid), eq(clubOrders.memberId, memberId)))
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}
