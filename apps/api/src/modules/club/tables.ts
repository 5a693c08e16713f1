import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { chainRefColumns, uint256 } from '../../platform/indexer/chainRef'
import { members } from '../members/tables'

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

/**
 * Members' wallets on their way onto VitaOrder's whitelist (club-rules §1): 'queued' until the whitelist
 * job puts them in a batch, 'sent' with that transaction's hash until it is mined, then 'whitelisted'.
 * A revert or a dropped transaction sends them back to 'queued' (attempts + 1, last_error).
 */
export const clubWhitelist = pgTable(
  'club_whitelist',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    address: text('address').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'whitelisted'] })
      .notNull()
      .default('queued'),
    txHash: text('tx_hash'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_whitelist_status_idx').on(t.status, t.attempts, t.memberId),
    index('club_whitelist_tx_hash_idx').on(t.txHash),
  ],
)
export type ClubWhitelistRow = typeof clubWhitelist.$inferSelect
export type WhitelistStatus = ClubWhitelistRow['status']
