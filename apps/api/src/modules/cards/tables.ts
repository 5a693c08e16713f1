import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { uint256 } from '../../platform/indexer/chainRef'
import { clubOrders } from '../club/tables'
import { members } from '../members/tables'

/**
 * Shopping cards (club-rules §6): one per active order, worth the order amount, valid 365 days. The
 * secret is kept encrypted (the owner can reveal it) and as a keyed hash (redemption compares hashes).
 * `remaining` moves only with a row in card_movements and a ledger transfer, in one transaction.
 */
export const cards = pgTable(
  'cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => clubOrders.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    number: text('number').notNull().unique(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretHash: text('secret_hash').notNull(),
    value: uint256('value').notNull(),
    remaining: uint256('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while a reorg has taken its order's payment away (card_revocations): nothing can be spent. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    unique('cards_order_unique').on(t.orderId),
    index('cards_member_idx').on(t.memberId, t.id.desc()),
    check('cards_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.value}`),
  ],
)
export type CardRow = typeof cards.$inferSelect

/** Every spend from and refund to a card, once per idempotency key (the marketplace's payment ids). */
export const cardMovements = pgTable(
  'card_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.id),
    kind: text('kind', { enum: ['issue', 'spend', 'refund', 'revoke', 'reinstate'] }).notNull(),
    amount: uint256('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('card_movements_card_idx').on(t.cardId, t.id),
    check('card_movements_amount_positive', sql`${t.amount} > 0`),
  ],
)

/**
 * A card revoked because a reorg removed its order's payment (cardRevocation.ts), one row per
 * revocation: what was left on it (`revoked`, taken off) and what had been spent already
 * (`shortfall`, the member's debt, booked to the card_shortfall_receivable account). A shortfall waits
 * `parked` for the operator (`card:shortfalls`, `card:resolve-shortfall`: collected from the member's
 * balance or written off); none owed is `none`. When the order's transaction is mined again and final,
 * the card is reinstated (`reinstated_at`) and a still parked shortfall is `remined`: the payment is
 * back. At most one revocation of a card is open (not reinstated) at a time.
 */
export const cardRevocations = pgTable(
  'card_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => cards.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    revoked: uint256('revoked').notNull(),
    shortfall: uint256('shortfall').notNull(),
    status: text('status', { enum: ['none', 'parked', 'collected', 'written_off', 'remined'] }).notNull(),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    reinstatedAt: timestamp('reinstated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('card_revocations_open_unique')
      .on(t.cardId)
      .where(sql`${t.reinstatedAt} is null`),
    index('card_revocations_status_idx').on(t.status, t.id),
    check('card_revocations_amounts', sql`${t.revoked} >= 0 and ${t.shortfall} >= 0`),
    check(
      'card_revocations_status',
      sql`${t.status} in ('none', 'parked', 'collected', 'written_off', 'remined')`,
    ),
  ],
)
export type CardRevocationRow = typeof cardRevocations.$inferSelect
