import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { members } from '../members/tables'
import { catalogueProducts } from '../catalogue/tables'
import { shopOrderItems } from '../checkout/tables'

/** Reviews of bought items (after receipt): one per order line, 1–5 stars, up to 9 images (upload ids). */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueProducts.id),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => shopOrderItems.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** Upload ids (uploads table) of the reviewer's own images. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.id.desc()),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
)
