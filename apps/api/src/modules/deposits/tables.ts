import type { Currency, DepositStatus } from '@vita/shared'
import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { chainRefColumns, uint256 } from '../../platform/indexer/chainRef'
import { ledgerTransfers } from '../ledger/tables'
import { members } from '../members/tables'

/**
 * Deposits into the app, one row per VitaDeposit `Deposited` log (its position: chainRefColumns). The
 * depositor is the wallet that called the contract, so a deposit belongs to the member signed in with it.
 *
 * pending → credited (DEPOSIT_CONFIRMATIONS reached and the wallet's member known: chain_deposits → the
 * member's available balance, one ledger transfer, `transfer_id`). A reorg deletes a pending row (its
 * log is gone); a credited one becomes `reversed` (credit taken back) or, if the member has spent it,
 * `review` (the credit stands; an operator reviews it). The same deposit mined again takes its row back:
 * reversed → pending, review → credited.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...chainRefColumns(),
    depositor: text('depositor').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: uint256('amount').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    /** Set when credited: the wallet's member. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** The ledger transfer that credited it (the latest one, if it was mined twice). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('deposits_log_key').on(t.chainId, t.txHash, t.logIndex),
    index('deposits_depositor_idx').on(t.depositor, t.id),
    index('deposits_pending_idx')
      .on(t.chainId, t.blockNumber)
      .where(sql`${t.status} = 'pending'`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_status', sql`${t.status} in ('pending', 'credited', 'reversed', 'review')`),
    check('deposits_currency', sql`${t.currency} in ('USDT', 'DPINE')`),
    // Credited, reversed and review rows name the transfer that credited them; a pending one has none.
    check('deposits_credit', sql`(${t.status} = 'pending') = (${t.transferId} is null)`),
  ],
)
export type DepositRow = typeof deposits.$inferSelect
