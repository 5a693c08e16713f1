import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { chainRefColumns, uint256 } from '../../platform/indexer/chainRef'

/**
 * Club orders seen on chain (VitaOrder.OrderPlaced), waiting to be confirmed against a member and
 * booked: status 'pending_confirmation' until then.
 */
export const clubChainOrders = pgTable(
  'club_chain_orders',
  {
    ...chainRefColumns(),
    orderId: uint256('order_id').notNull(),
    status: text('status', { enum: ['pending_confirmation', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending_confirmation'),
    buyer: text('buyer').notNull(),
    referrer: text('referrer').notNull(),
    amount: uint256('amount').notNull(),
    dpineReturned: uint256('dpine_returned').notNull(),
    price: uint256('price').notNull(),
    toStaticPool: uint256('to_static_pool').notNull(),
    toCentralBank: uint256('to_central_bank').notNull(),
    toFeePool: uint256('to_fee_pool').notNull(),
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
export type ClubChainOrderRow = typeof clubChainOrders.$inferSelect
