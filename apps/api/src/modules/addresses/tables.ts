import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { members } from '../members/tables'

/**
 * Members' delivery addresses (spec §3, §5): validated by the shared rules (the same the form uses),
 * the area by its county code in the region dataset (province / city / county names stored as chosen).
 * At most one default per member (partial unique index). Deleting marks `deleted_at`: orders keep their
 * own copy of the address, so nothing refers to a deleted one.
 */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    /** The county's 6-digit code; '000000' (not chosen) is refused. */
    areaCode: text('area_code').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('delivery_addresses_member_idx').on(t.memberId, t.id.desc()),
    uniqueIndex('delivery_addresses_one_default')
      .on(t.memberId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    check('delivery_addresses_area_code', sql`${t.areaCode} ~ '^[0-9]{6}$' and ${t.areaCode} <> '000000'`),
    check('delivery_addresses_detail_length', sql`char_length(${t.detail}) between 1 and 200`),
  ],
)
export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect
