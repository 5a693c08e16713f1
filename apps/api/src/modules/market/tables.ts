import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { chainRefColumns, uint256 } from '../../platform/indexer/chainRef'

const units = uint256
const chainRef = chainRefColumns()

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
