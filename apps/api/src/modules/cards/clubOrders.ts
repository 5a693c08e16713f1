import { bigint, integer, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { OrderStatus } from '@vita/shared'
import { uint256 } from '../../platform/indexer/chainRef'

/**
 * The club's orders as the club publishes them for cards (`club/sql/club_card_orders.sql`): read only,
 * locked while a card is issued for one.
 */
export const clubCardOrders = pgView('club_card_orders', {
  id: bigint('id', { mode: 'number' }).notNull(),
  uuid: uuid('uuid').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  amount: uint256('amount').notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  chainId: integer('chain_id'),
  blockNumber: bigint('block_number', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing()
export type ClubCardOrderRow = typeof clubCardOrders.$inferSelect
