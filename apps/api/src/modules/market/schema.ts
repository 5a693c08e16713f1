import { sql } from 'drizzle-orm'
import { bigint, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

/** Chain position of an indexed log: unique per (chain, tx, log index); block fields drive reorg rewinds. */
const chainRef = {
  chainId: integer('chain_id').notNull(),
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
}

/**
 * Pool swaps (DpinePool.Swapped). `price` is the execution price, USDT per DPINE ×1e18; the
 * reserves are the pool's after the swap. `trader` is the recipient, or the seller for sales
 * routed through the order contract (set from DPINESold).
 */
export const trades = pgTable(
  'trades',
  {
    ...chainRef,
    trader: text('trader').notNull(),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    usdtAmount: units('usdt_amount').notNull(),
    dpineAmount: units('dpine_amount').notNull(),
    price: units('price').notNull(),
    /** In the input token (USDT for buys, DPINE for sells). */
    fee: units('fee').notNull(),
    reserveUsdt: units('reserve_usdt').notNull(),
    reserveDpine: units('reserve_dpine').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('trades_time_idx').on(t.chainId, t.blockTime),
    index('trades_block_idx').on(t.chainId, t.blockNumber),
    index('trades_trader_idx').on(t.trader, t.blockTime),
  ],
)

/**
 * Club orders seen on chain (VitaOrder.OrderPlaced), waiting for the club module to confirm them
 * against a member and book them: status 'pending_confirmation' until then.
 */
export const clubChainOrders = pgTable(
  'club_chain_orders',
  {
    ...chainRef,
    orderId: units('order_id').notNull(),
    status: text('status', { enum: ['pending_confirmation', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending_confirmation'),
    buyer: text('buyer').notNull(),
    referrer: text('referrer').notNull(),
    amount: units('amount').notNull(),
    dpineReturned: units('dpine_returned').notNull(),
    price: units('price').notNull(),
    toStaticPool: units('to_static_pool').notNull(),
    toCentralBank: units('to_central_bank').notNull(),
    toFeePool: units('to_fee_pool').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('club_chain_orders_status_idx').on(t.status, t.blockNumber),
    index('club_chain_orders_buyer_idx').on(t.buyer),
    index('club_chain_orders_block_idx').on(t.chainId, t.blockNumber),
  ],
)

/** DPINE sales through the order contract (VitaOrder.DPINESold). */
export const dpineSales = pgTable(
  'dpine_sales',
  {
    ...chainRef,
    seller: text('seller').notNull(),
    dpineIn: units('dpine_in').notNull(),
    usdtOut: units('usdt_out').notNull(),
    returnedToPool: units('returned_to_pool').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('dpine_sales_seller_idx').on(t.seller),
    index('dpine_sales_block_idx').on(t.chainId, t.blockNumber),
  ],
)
