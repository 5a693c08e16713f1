import { and, eq, gt } from 'drizzle-orm'
import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import { chainRefOf, insertInChunks } from '../../platform/indexer/chainRef'
import type { ApplyLogs, EventArgs, HandlerRegistry, RewindEffects } from '../../platform/indexer/registry'
import { clubChainOrders } from './tables'

/** Club orders wait as 'pending_confirmation' to be booked against their member. */
export const applyOrderPlaced: ApplyLogs<EventArgs<typeof vitaOrderAbi, 'OrderPlaced'>> = async (
  tx,
  logs,
) => {
  const rows = logs.map((log) => ({
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
  }))
  await insertInChunks(rows, (chunk) => tx.insert(clubChainOrders).values(chunk))
}

/** A reorg dropped the blocks above `afterBlock`: their orders go. */
export const rewindClub: RewindEffects = async (tx, { chainId, afterBlock }) => {
  await tx
    .delete(clubChainOrders)
    .where(and(eq(clubChainOrders.chainId, chainId), gt(clubChainOrders.blockNumber, afterBlock)))
}

/** What the club module indexes: orders placed on the order contract. */
export function registerClubHandlers(registry: HandlerRegistry): HandlerRegistry {
  return registry
    .on({ contract: 'order', abi: vitaOrderAbi, eventName: 'OrderPlaced' }, applyOrderPlaced)
    .onRewind(rewindClub)
}
