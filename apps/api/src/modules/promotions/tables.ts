import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { COUPON_KINDS, type CouponKind } from '@vita/shared'
import { uint256 } from '../../platform/indexer/chainRef'

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** Coupons (operator CLI): limits in total and per member, a validity window. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: uint256('value').notNull(),
    minSpend: uint256('min_spend')
      .notNull()
      .default(sql`0`),
    maxDiscount: uint256('max_discount'),
    /** Null = no limit. */
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in (${list(COUPON_KINDS)})`),
    check('coupons_used', sql`${t.used} >= 0 and (${t.maxUses} is null or ${t.used} <= ${t.maxUses})`),
  ],
)
