import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { createLedger, listTransfersByReference } from '../../ledger'
import { clubOrders } from '../tables'
import { revokeOrderCard } from '../../cards'
import { applyOrderToTeam } from '../team/applyOrderToTeam'
import { transitionOrder } from './transitionOrder'

export type UnapplyOrdersParameters = { chainId: number; afterBlock: bigint }
export type UnapplyOrdersReturnType = { failed: number }

/**
 * A reorg dropped the blocks above `afterBlock`: the orders applied in them become 'reorged' (the
 * same row is activated again when the transaction is mined again), their pool credits are reversed,
 * the team figures un-applied and their shopping card revoked, in the indexer's rewind transaction.
 * Invite rewards are settlement's to reverse: it sees the order no longer standing. An order already
 * completed or exited is refused by the state machine (settlement runs days after the reorg window).
 */
export async function unapplyOrders(
  tx: Db,
  { chainId, afterBlock }: UnapplyOrdersParameters,
): Promise<UnapplyOrdersReturnType> {
  const dropped = await tx
    .select()
    .from(clubOrders)
    .where(
      and(
        eq(clubOrders.chainId, chainId),
        gt(clubOrders.blockNumber, afterBlock),
        inArray(clubOrders.status, ['active', 'completed', 'exited']),
      ),
    )
    .orderBy(clubOrders.id)
    .for('update')
  const ledger = createLedger(tx)
  for (const order of dropped) {
    await transitionOrder(tx, {
      orderId: order.id,
      from: order.status,
      event: 'reorged',
      changes: { failureReason: 'reorged' },
    })
    // Its pool credits (reference club_order:<uuid>); reversing one twice replays the first reversal.
    const credits = await listTransfersByReference(tx, { type: 'club_order', id: order.uuid })
    for (const credit of credits.filter((transfer) => transfer.reversesTransferId === null)) {
      await ledger.reverseTransfer({
        transferId: credit.id,
        idempotencyKey: `${credit.idempotencyKey}:reorged`,
      })
    }
    await applyOrderToTeam(tx, { memberId: order.memberId, amount: order.amount, direction: -1 })
    await revokeOrderCard(tx, { orderId: order.id, now: new Date() })
  }
  return { failed: dropped.length }
}
