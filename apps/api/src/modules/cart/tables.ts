import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core'
import { catalogueSkus } from '../catalogue/tables'
import { members } from '../members/tables'

/** A member's cart: one row per SKU, quantity within stock (checked when changed and at checkout). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueSkus.id),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    unique('cart_items_member_sku_unique').on(t.memberId, t.skuId),
    check('cart_items_quantity', sql`${t.quantity} > 0`),
  ],
)
