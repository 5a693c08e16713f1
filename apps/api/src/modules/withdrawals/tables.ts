import type { Currency, WithdrawalStatus } from '@vita/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { members } from '../members/tables'

const money = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

/** Operator-set rules per currency; a currency without a row uses DEFAULT_WITHDRAW_RULES. */
export const withdrawRules = pgTable(
  'withdraw_rules',
  {
    currency: text('currency').$type<Currency>().primaryKey(),
    minimum: money('minimum').notNull(),
    fee: money('fee').notNull(),
    expectedArrivalMinutes: integer('expected_arrival_minutes').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [check('withdraw_rules_amounts', sql`${t.minimum} >= 0 and ${t.fee} >= 0`)],
)

/** An earlier version of a payout's transaction (same nonce and transfer, lower gas price). */
export type ReplacedPayoutTx = { txHash: string; rawTx: string }

/** What the chain answered while a payout's fate was being proven (block numbers as decimal strings). */
export type ParkedPayoutEvidence = Record<string, string | number | null>

/**
 * Withdrawals, two-phase against the ledger: the request reserves `amount` (a pending transfer to
 * withdrawal_clearing); the payout worker signs one transaction per row with an explicit nonce and
 * stores it (raw_tx, tx_hash) BEFORE sending, so after a crash it re-sends that same transaction and
 * never a second one; the receipt then posts the reservation (completed) or voids it (failed).
 *
 * A transaction still unmined after a while is replaced by the same transfer with the same nonce at a
 * higher gas price (payout/bumpPayout.ts): at most one of them can be mined, and whichever is, pays.
 * raw_tx/tx_hash hold the latest version (on completion: the mined one), replaced_txs the earlier ones.
 *
 * A payout is refunded only on a proven chain answer (payout/settleTakenNonce.ts); when the proof
 * fails it is `parked` — reservation untouched, the reason and the evidence kept — until an operator
 * resolves it (`payout:resolve`).
 *
 * pending → broadcast → completed | failed | parked; parked → completed | failed (operator);
 * pending → failed (checks before signing failed).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** `<member id>:<Idempotency-Key>`: one withdrawal per key and member. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    netAmount: money('net_amount').notNull(),
    address: text('address').notNull(),
    note: text('note'),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    reserveTransferId: bigint('reserve_transfer_id', { mode: 'number' }),
    chainId: integer('chain_id'),
    hotWallet: text('hot_wallet'),
    nonce: bigint('nonce', { mode: 'number' }),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    replacedTxs: jsonb('replaced_txs').$type<ReplacedPayoutTx[]>().notNull().default([]),
    /** The latest block number when the payout was first signed: its nonce was unused at that block. */
    signedAtBlock: bigint('signed_at_block', { mode: 'bigint' }),
    /** Why the payout was parked, and what the chain answered (kept after the operator resolves it). */
    parkedReason: text('parked_reason'),
    parkedEvidence: jsonb('parked_evidence').$type<ParkedPayoutEvidence>(),
    failureReason: text('failure_reason'),
    broadcastAttempts: integer('broadcast_attempts').notNull().default(0),
    lastBroadcastError: text('last_broadcast_error'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('withdrawals_tx_hash_unique').on(t.txHash),
    // One transaction per (chain, hot wallet, nonce): a nonce is never signed twice.
    uniqueIndex('withdrawals_nonce_unique').on(t.chainId, t.hotWallet, t.nonce),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'broadcast')`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('pending', 'broadcast', 'parked', 'completed', 'failed')`,
    ),
    check(
      'withdrawals_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.netAmount} > 0 and ${t.amount} = ${t.fee} + ${t.netAmount}`,
    ),
    check(
      'withdrawals_signed',
      sql`${t.status} = 'pending' or ${t.status} = 'failed' or (${t.rawTx} is not null and ${t.txHash} is not null)`,
    ),
  ],
)

/** The next nonce per hot wallet, allocated under this row's lock so no two payouts share one. */
export const payoutNonces = pgTable(
  'payout_nonces',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
)

export type WithdrawalRow = typeof withdrawals.$inferSelect
export type WithdrawRulesRow = typeof withdrawRules.$inferSelect
