import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { createLedger } from '../../ledger'
import { clubOrders } from '../tables'
import { applyOrderToTeam } from '../team/applyOrderToTeam'
import { transitionOrder } from './transitionOrder'

export type UnapplyOrdersParameters = { chainId: number; afterBlock: bigint }
export type UnapplyOrdersReturnType = { failed: number }

/**
 * A reorg dropped the blocks above `afterBlock`: the orders applied in them fail ('reorged'), their
 * pool credits are reversed and the team figures un-applied, in the indexer's rewind transaction.
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
    const credits = await queryRows<{ id: string; idempotency_key: string }>(
      tx,
      sql`select t.id::text, t.idempotency_key from ledger_transfers t
        where t.reference_type = 'club_order' and t.reference_id = ${order.uuid}
          and t.idempotency_key like ${`%:club-order:${order.id}:%`} and t.reverses_transfer_id is null
          and not exists (select 1 from ledger_transfers r where r.reverses_transfer_id = t.id)
        order by t.id`,
    )
    for (const credit of credits) {
      await ledger.reverseTransfer({
        transferId: Number(credit.id),
        idempotencyKey: `${credit.idempotency_key}:reorged`,
      })
    }
    await applyOrderToTeam(tx, { memberId: order.memberId, amount: order.amount, direction: -1 })
  }
  return { failed: dropped.length }
}
