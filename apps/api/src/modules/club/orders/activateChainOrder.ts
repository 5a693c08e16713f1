import { and, desc, eq, sql } from 'drizzle-orm'
import type { ClubRules } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { businessDay } from '../../../platform/jobs/schedule'
import { clubOrders, type ClubOrderRow } from '../tables'
import { applyOrderToTeam } from '../team/applyOrderToTeam'
import type { ChainOrderPlaced } from './chainOrderPlaced'
import { creditOrderPools } from './orderPoolTransfers'
import { transitionOrder, type OrderChanges } from './transitionOrder'

export type ActivateChainOrderParameters = {
  placed: ChainOrderPlaced
  memberId: number
  rules: ClubRules
  /** SETTLEMENT_TIME_ZONE: the activation day is the block time's business day there. */
  timeZone: string
}

/**
 * Books an applied OrderPlaced against its member, in the caller's transaction (club-rules §1): the
 * member's order holding the tx hash (also one a reorg un-applied), else their newest pending order
 * (the hash never reached the server), else a new order created active (the contract called
 * directly). Then the pools are credited and the team figures moved, all committing with the caller.
 */
export async function activateChainOrder(
  tx: Db,
  { placed, memberId, rules, timeZone }: ActivateChainOrderParameters,
): Promise<ClubOrderRow> {
  const [byHash] = await tx
    .select()
    .from(clubOrders)
    .where(sql`lower(${clubOrders.txHash}) = ${placed.txHash.toLowerCase()}`)
    .for('update')
  // The member's order holding the hash and waiting for its log: open, or reorged (its transaction mined
  // again after a reorg: the same row, never a second order for one payment).
  const ownOpen =
    byHash &&
    byHash.memberId === memberId &&
    ['pending', 'pending_verification', 'reorged'].includes(byHash.status)
      ? byHash
      : undefined
  const [pending] = ownOpen
    ? []
    : await tx
        .select()
        .from(clubOrders)
        .where(and(eq(clubOrders.memberId, memberId), eq(clubOrders.status, 'pending')))
        .orderBy(desc(clubOrders.id))
        .limit(1)
        .for('update')
  // A failed order holding the hash (failed as dropped and mined after all) hands it over; one still
  // open for another member or standing (a second log of one transaction) keeps it, and this order
  // names its log by the chain reference alone.
  const releases = byHash !== undefined && !ownOpen && byHash.status === 'failed'
  if (releases) await tx.update(clubOrders).set({ txHash: null }).where(eq(clubOrders.id, byHash.id))
  const changes: OrderChanges = {
    txHash: byHash && !ownOpen && !releases ? null : placed.txHash,
    chainId: placed.chainId,
    logIndex: placed.logIndex,
    blockNumber: placed.blockNumber,
    blockHash: placed.blockHash,
    blockTime: placed.blockTime,
    chainOrderId: placed.orderId,
    chainReferrer: placed.referrer,
    dpineReturned: placed.dpineReturned,
    activationDay: businessDay(placed.blockTime, timeZone),
    amount: placed.amount,
    shares: (placed.amount * rules.sharesPerOrder) / rules.orderPrice,
    failureReason: null,
  }
  const target = ownOpen ?? pending
  const order = target
    ? await transitionOrder(tx, { orderId: target.id, from: target.status, event: 'confirmed', changes })
    : await insertActiveOrder(tx, memberId, changes)
  await creditOrderPools(tx, { placed, orderId: order.id, orderUuid: order.uuid, rules })
  await applyOrderToTeam(tx, { memberId, amount: order.amount, direction: 1 })
  return order
}

async function insertActiveOrder(tx: Db, memberId: number, changes: OrderChanges): Promise<ClubOrderRow> {
  const { amount, shares, ...rest } = changes
  if (amount === undefined || shares === undefined) throw new Error('an order needs its amount and shares')
  const [row] = await tx
    .insert(clubOrders)
    .values({ ...rest, memberId, amount, shares, status: 'active' })
    .returning()
  if (!row) throw new Error('the order insert returned nothing')
  return row
}
