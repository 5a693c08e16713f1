import { and, eq } from 'drizzle-orm'
import { ApiCode, type ClubOrderView } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { conflict, DomainError } from '../../../platform/http/domainError'
import { lockMembers } from '../../members'
import { loadClubRules } from '../rules/loadClubRules'
import { clubOrders } from '../tables'
import { whitelistStatus } from '../whitelistStatus'
import { memberOrderCounts } from './memberOrderCounts'
import { toClubOrderView, toClubOrderViews } from './orderView'

export type CreateClubOrderParameters = {
  memberId: number
  /** The request's Idempotency-Key: the same key and body answer the same order. */
  requestKey: string
  communityNumber?: string | undefined
}
export type CreateClubOrderReturnType = { order: ClubOrderView; replayed: boolean }
/**
 * 409: noReferrer, activationPending (wallet not whitelisted yet), orderLimitReached {max}, orderOpen
 * (an order still pending or pending verification), idempotencyMismatch (same key, other body).
 */
export type CreateClubOrderErrorType = DomainError

/**
 * Records a `pending` order of the configured price before the wallet sends anything (club-rules §1).
 * The member's row is locked for the whole check-and-insert, so concurrent requests of one member
 * run one after another: never more than the maximum, never two open orders.
 */
export async function createClubOrder(
  db: Db,
  { memberId, requestKey, communityNumber }: CreateClubOrderParameters,
): Promise<CreateClubOrderReturnType> {
  const rules = await loadClubRules(db)
  return db.transaction(async (tx) => {
    const [member] = await lockMembers(tx, { memberIds: [memberId] })
    if (!member) throw new Error(`member ${memberId} does not exist`)
    const [earlier] = await tx
      .select()
      .from(clubOrders)
      .where(and(eq(clubOrders.memberId, memberId), eq(clubOrders.requestKey, requestKey)))
    if (earlier) {
      if ((earlier.communityNumber ?? undefined) !== communityNumber) throw conflict('idempotencyMismatch')
      const [order] = await toClubOrderViews(tx, [earlier], rules)
      if (!order) throw new Error('the replayed order has no view')
      return { order, replayed: true }
    }
    if (member.referrerId === null) throw conflict('noReferrer')
    if ((await whitelistStatus(tx, memberId)) !== 'whitelisted') throw conflict('activationPending')
    const counts = await memberOrderCounts(tx, memberId)
    if (counts.used >= rules.maxOrdersPerMember) throw limitReached(rules.maxOrdersPerMember)
    if (counts.open > 0) throw conflict('orderOpen')
    const [order] = await tx
      .insert(clubOrders)
      .values({
        memberId,
        status: 'pending',
        amount: rules.orderPrice,
        shares: rules.sharesPerOrder,
        requestKey,
        communityNumber: communityNumber ?? null,
      })
      .returning()
    if (!order) throw new Error('the order insert returned nothing')
    return { order: toClubOrderView(order, rules, false), replayed: false }
  })
}

const limitReached = (max: number) =>
  new DomainError('orderLimitReached', ApiCode.conflict, 409, { max }, { params: { max: String(max) } })
