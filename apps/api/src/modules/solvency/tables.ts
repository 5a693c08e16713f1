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
    /**
     * The confirmed chain block the reserves (solvency_reserves) were read at, when the snapshot was
     * taken; null when they were not read (no chain configured, or a day taken before reserves were).
     */
    reservesBlock: bigint('reserves_block', { mode: 'bigint' }),
  },
  (t) => [
    check('solvency_days_leaf_count', sql`${t.leafCount} >= 0`),
    check('solvency_days_reserves_block', sql`${t.reservesBlock} >= 0`),
  ],
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

/**
 * A day's reserves: what each configured address (SOLVENCY_RESERVES) held of each of the day's
 * currencies (ERC-20 balanceOf) at the day's `reserves_block`, written with the snapshot, never changed.
 */
export const solvencyReserves = pgTable(
  'solvency_reserves',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => solvencyDays.day),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    /** What the address is (payoutWallet, feePool, deposit, …): a word the web app translates. */
    label: text('label').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.address, t.currency] }),
    check('solvency_reserves_amount', sql`${t.amount} >= 0`),
  ],
)

/**
 * A day's publication on chain (SolvencyRegistry.publish, signed by the operator key): the transaction
 * is signed and stored here (hash, raw transaction, nonce) before it is broadcast, so a crash leaves a
 * hash the next run resolves and a raw transaction it can send again (jobs/publishSolvency.ts).
 * `published` once mined with the configured confirmations, or once the registry is found holding the
 * day (then `tx_hash` is the transaction that published it, ours or not); `conflict` when the registry
 * holds another root or other totals for the day (nothing can change it: an operator must look).
 */
export const solvencyPublications = pgTable(
  'solvency_publications',
  {
    day: date('day', { mode: 'string' })
      .primaryKey()
      .references(() => solvencyDays.day),
    registry: text('registry').notNull(),
    status: text('status').$type<'sent' | 'published' | 'conflict'>().notNull(),
    txHash: text('tx_hash').notNull(),
    /** Our signed transaction: null when the day was found published by another transaction. */
    rawTx: text('raw_tx'),
    nonce: bigint('nonce', { mode: 'number' }),
    /** Earlier transactions of ours for the day whose nonce another transaction took. */
    replacedTxHashes: text('replaced_tx_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('solvency_publications_status', sql`${t.status} in ('sent', 'published', 'conflict')`),
    check(
      'solvency_publications_sent_is_ours',
      sql`${t.status} <> 'sent' or (${t.rawTx} is not null and ${t.nonce} is not null)`,
    ),
    check('solvency_publications_mined_has_block', sql`${t.status} = 'sent' or ${t.blockNumber} is not null`),
  ],
)
