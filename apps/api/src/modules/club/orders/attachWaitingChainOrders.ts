import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { loadClubRules } from '../rules/loadClubRules'
import { clubChainOrders } from '../tables'
import { activateChainOrder } from './activateChainOrder'

export type AttachWaitingChainOrdersParameters = { timeZone: string; batchSize?: number }
export type AttachWaitingChainOrdersReturnType = { attached: number }

/** The member whose wallet placed the order; null while it is no member's. */
const buyerId = sql<number>`(select m.id from members_referral_tree m
  where m.address = ${clubChainOrders.buyer})`.mapWith(Number)

/**
 * Orders placed on chain by a wallet that was not a member then, booked once it registered: the same
 * booking as the indexer's, in one transaction with the raw log's status. Locked rows are skipped, and
 * a reorg's rewind waits for this transaction before it un-applies what was booked.
 */
export async function attachWaitingChainOrders(
  db: Db,
  { timeZone, batchSize = 200 }: AttachWaitingChainOrdersParameters,
): Promise<AttachWaitingChainOrdersReturnType> {
  const rules = await loadClubRules(db)
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ placed: clubChainOrders, memberId: buyerId })
      .from(clubChainOrders)
      .where(and(eq(clubChainOrders.status, 'pending_confirmation'), isNotNull(buyerId)))
      .orderBy(asc(clubChainOrders.blockNumber), asc(clubChainOrders.logIndex))
      .limit(batchSize)
      .for('update', { of: clubChainOrders, skipLocked: true })
    for (const { placed, memberId } of waiting) {
      await activateChainOrder(tx, { placed, memberId, rules, timeZone })
      await tx
        .update(clubChainOrders)
        .set({ status: 'confirmed' })
        .where(
          and(
            eq(clubChainOrders.chainId, placed.chainId),
            eq(clubChainOrders.txHash, placed.txHash),
            eq(clubChainOrders.logIndex, placed.logIndex),
          ),
        )
    }
    return { attached: waiting.length }
  })
}
