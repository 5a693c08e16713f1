import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * A day's liabilities snapshot (issue 34, docs/adr/008-solvency-snapshots.md): the Merkle sum tree's
 * root and totals over every member's balances, taken once after the day's settlement. Written once
 * with its chunks in one transaction; never changed.
 */
export const solvencyDays = pgTable(
  'solvency_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** The order of every amounts and sums list (SOLVENCY_CURRENCIES). */
    currencies: text('currencies').array().notNull(),
    leafCount: integer('leaf_count').notNull(),
    /** The height the leaves are chunked at (CHUNK_HEIGHT when taken): part of the stored format. */
    chunkHeight: integer('chunk_height').notNull(),
    root: text('root').notNull(),
    totals: numeric('totals', { precision: 78, scale: 0 }).array().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [check('solvency_days_leaf_count', sql`${t.leafCount} >= 0`)],
)

/**
 * A day's leaves by chunk of 2^chunk_height, in member id order: each member's id, uuid (the commitment's
 * member id) and amounts (flattened, `currencies` per member), and the chunk's record (the tree's node
 * over it). A member's proof reads their chunk and every chunk's record.
 */
export const solvencyChunks = pgTable(
  'solvency_chunks',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => solvencyDays.day),
    chunkIndex: integer('chunk_index').notNull(),
    firstMemberId: bigint('first_member_id', { mode: 'number' }).notNull(),
    memberIds: bigint('member_ids', { mode: 'number' }).array().notNull(),
    memberUuids: uuid('member_uuids').array().notNull(),
    amounts: numeric('amounts', { precision: 78, scale: 0 }).array().notNull(),
    recordHash: text('record_hash').notNull(),
    recordSums: numeric('record_sums', { precision: 78, scale: 0 }).array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.chunkIndex] }),
    index('solvency_chunks_member_idx').on(t.day, t.firstMemberId),
  ],
)
