import { sql, type SQL } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { members } from '../members/tables'
import {
  type AccountPurpose,
  billTypes,
  type BillType,
  currencies,
  type Currency,
  transferStatuses,
  type TransferStatus,
} from './types'
import type { SystemAccountCode } from './systemAccounts'

/**
 * The double-entry ledger. Model:
 * - `ledger_accounts` hold the running posted `balance` and the `pending_debits` reserved by pending
 *   transfers. Available = balance − pending_debits. The CHECK `ledger_accounts_no_overdraft` is the
 *   balance rule itself: every posting updates the row and PostgreSQL rejects any result that would
 *   overdraw, inside the statement that moves the money (so concurrent spends cannot overdraw).
 * - `ledger_transfers` are the business events (one currency, debit account → credit account, a
 *   bill type, a reference, a unique idempotency key with the hash of the request).
 * - `ledger_entries` are append-only: a posted transfer has exactly two (−amount on the debit account,
 *   +amount on the credit account), inserted in the same statement as the balance updates. A payout
 *   (no credit account: a settlement day's dividends from one pool) has its debit entry and one credit
 *   entry per payee, summing to zero like any other (docs/adr/007-payouts.md).
 * Two-phase (withdrawals): reserving inserts a `pending` transfer and raises the debit account's
 * `pending_debits` (no entries); posting flips the status and inserts the two entries; voiding flips the
 * status and releases the reservation (no entries). Only a transfer's status/resolved_at ever change;
 * entries are never updated or deleted, and corrections are reversing transfers.
 */

/** `col IN ('a', 'b')` for a CHECK; the values are our own constants, so inlining them is safe. */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`

const money = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'member' | 'system'>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    systemCode: text('system_code').$type<SystemAccountCode>(),
    /**
     * A member holds one 'available' account per currency (what they spend, the bill log) and one
     * 'claimable' account per currency where the club accrues dividends and invite rewards until the
     * member claims them (club-rules §2), and a 'staked' one holding node stakes until their release
     * (club-rules §7). System accounts are always 'available'.
     */
    purpose: text('purpose').$type<AccountPurpose>().notNull().default('available'),
    currency: text('currency').$type<Currency>().notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    pendingDebits: money('pending_debits')
      .notNull()
      .default(sql`0`),
    /** Only outside-money sources (chain deposits, operator adjustments) may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    unique('ledger_accounts_member_currency_purpose_unique').on(t.memberId, t.currency, t.purpose),
    unique('ledger_accounts_system_currency_unique').on(t.systemCode, t.currency),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} = 'member' and ${t.memberId} is not null and ${t.systemCode} is null and not ${t.allowNegative}) or (${t.kind} = 'system' and ${t.systemCode} is not null and ${t.memberId} is null)`,
    ),
    check('ledger_accounts_currency', oneOf(t.currency, currencies)),
    check('ledger_accounts_purpose', sql`${t.purpose} in ('available', 'claimable', 'staked')`),
    check('ledger_accounts_system_available', sql`${t.kind} = 'member' or ${t.purpose} = 'available'`),
    check('ledger_accounts_pending_nonnegative', sql`${t.pendingDebits} >= 0`),
    check('ledger_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} - ${t.pendingDebits} >= 0`),
  ],
)

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transfers_idempotency_key_unique'),
    /** sha256 of the canonical request: same key + same request replays, a different request is refused. */
    requestHash: text('request_hash').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    type: text('type').$type<BillType>().notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    amount: money('amount').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /**
     * Null for a payout (postPayout): one debit, and a credit entry per payee on their own account,
     * so a day's dividends are one transfer per pool instead of one per member.
     */
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).references(() => ledgerAccounts.id),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo'),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerTransfers.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // A transfer is reversed at most once, whatever idempotency key the second attempt carries.
    // Only reversals are indexed: an ordinary transfer (nearly all of them) adds no entry.
    uniqueIndex('ledger_transfers_reverses_unique')
      .on(t.reversesTransferId)
      .where(sql`${t.reversesTransferId} is not null`),
    index('ledger_transfers_reference_idx').on(t.referenceType, t.referenceId),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    // A payout is posted at once and never reversed (a correction pays back per member).
    check(
      'ledger_transfers_payout',
      sql`${t.creditAccountId} is not null or (${t.status} = 'posted' and ${t.reversesTransferId} is null)`,
    ),
    check('ledger_transfers_currency', oneOf(t.currency, currencies)),
    check('ledger_transfers_type', oneOf(t.type, billTypes)),
    check('ledger_transfers_status', oneOf(t.status, transferStatuses)),
  ],
)

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    // Copied from the transfer (immutable there too) so the bill log filters without a join.
    currency: text('currency').$type<Currency>().notNull(),
    type: text('type').$type<BillType>().notNull(),
    /** Signed: negative on the debit account, positive on the credit account. */
    amount: money('amount').notNull(),
    /** The account's posted balance right after this entry, as the bill log shows it. */
    balanceAfter: money('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // The bill log: newest first per account, optionally of one type; both are O(page) keyset scans.
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_entries_account_type_idx').on(t.accountId, t.type, t.id.desc()),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
)

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect
