import { and, eq, gt } from 'drizzle-orm'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Db } from '../../platform/db/client'
import { chainRefOf, insertInChunks } from '../../platform/indexer/chainRef'
import type {
  ApplyLogs,
  EventArgs,
  HandlerRegistry,
  IndexedLog,
  RewindEffects,
} from '../../platform/indexer/registry'
import { findMemberIdsByAddress } from '../members'
import { activateChainOrder } from './orders/activateChainOrder'
import type { ChainOrderPlaced } from './orders/chainOrderPlaced'
import { unapplyOrders } from './orders/unapplyOrders'
import { loadClubRules } from './rules/loadClubRules'
import { clubChainOrders } from './tables'

/** SETTLEMENT_TIME_ZONE's default, for callers that do not pass the configured zone. */
export const DEFAULT_CLUB_TIME_ZONE = 'Asia/Shanghai'
export type ClubHandlerOptions = { timeZone?: string }
type OrderPlacedLog = IndexedLog<EventArgs<typeof vitaOrderAbi, 'OrderPlaced'>>

const toPlaced = (log: OrderPlacedLog): ChainOrderPlaced => ({
  ...chainRefOf(log),
  orderId: log.args.orderId,
  buyer: log.args.buyer,
  referrer: log.args.referrer,
  amount: log.args.amount,
  dpineReturned: log.args.dpineReturned,
  price: log.args.price,
  toStaticPool: log.args.toStaticPool,
  toCentralBank: log.args.toCentralBank,
  toFeePool: log.args.toFeePool,
})

/**
 * OrderPlaced logs, in chain order: each is kept raw in club_chain_orders and, when its buyer is a
 * member, booked at once (the member's order becomes active, pools credited, team figures moved);
 * an unregistered buyer's waits as 'pending_confirmation' until the member sync job attaches it.
 */
export function orderPlacedHandler(
  options: ClubHandlerOptions = {},
): ApplyLogs<EventArgs<typeof vitaOrderAbi, 'OrderPlaced'>> {
  const timeZone = options.timeZone ?? DEFAULT_CLUB_TIME_ZONE
  return async (tx, logs) => {
    const buyers = [...new Set(logs.map((log) => log.args.buyer))]
    const ownerOf = await findMemberIdsByAddress(tx, buyers)
    const placed = logs.map(toPlaced)
    const rows = placed.map((order) => ({
      ...order,
      status: ownerOf.has(order.buyer) ? ('confirmed' as const) : ('pending_confirmation' as const),
    }))
    await insertInChunks(rows, (chunk) => tx.insert(clubChainOrders).values(chunk))
    if (!rows.some((row) => row.status === 'confirmed')) return
    const rules = await loadClubRules(tx)
    for (const order of placed) {
      const memberId = ownerOf.get(order.buyer)
      if (memberId !== undefined) await activateChainOrder(tx, { placed: order, memberId, rules, timeZone })
    }
  }
}

/** OrderPlaced booked in SETTLEMENT_TIME_ZONE's default zone. */
export const applyOrderPlaced = orderPlacedHandler()

/**
 * A reorg dropped the blocks above `afterBlock`: their raw logs go first (waiting for an attach in
 * progress to commit), then the orders applied from them are un-applied.
 */
export const rewindClub: RewindEffects = async (tx, { chainId, afterBlock }) => {
  await tx
    .delete(clubChainOrders)
    .where(and(eq(clubChainOrders.chainId, chainId), gt(clubChainOrders.blockNumber, afterBlock)))
  await unapplyOrders(tx as Db, { chainId, afterBlock })
}

/** What the club module indexes: orders placed on the order contract. */
export function registerClubHandlers(
  registry: HandlerRegistry,
  options: ClubHandlerOptions = {},
): HandlerRegistry {
  return registry
    .on({ contract: 'order', abi: vitaOrderAbi, eventName: 'OrderPlaced' }, orderPlacedHandler(options))
    .onRewind(rewindClub)
}
