/**
 * The ledger: the only way money moves (see schema.ts for the data model).
 * - Idempotency keys are global: prefix them with what caused the movement (`order:42:pay`,
 *   `dividend:2026-11-21:static`, chainEffectKey(...) for chain logs), so a retry replays and
 *   different causes never collide. Replays answer the original transfer and have no effect.
 * - Every operation is one statement (or a read plus one statement); inside a caller's transaction
 *   (`createLedger(tx)`) it commits or rolls back with the caller's other changes, and a refusal
 *   (insufficient balance) aborts that transaction. On the root handle, postTransfer calls made at the
 *   same time are group-committed: one statement and one commit for many independent transfers, each
 *   with its own answer (transferBatcher.ts, drizzle/0002_ledger_post_batch.sql).
 * - Member and pool accounts never go below zero (available = balance − pending withdrawals);
 *   chain_deposits and operator_adjustments may, being the outside world's side.
 * - Only this module writes its tables. Other modules' statements read them through the views in sql/:
 *   ledger_member_balances (members' balances) and ledger_transfer_keys (transfers by key).
 */
import type { Db } from '../../platform/db/client'
import { ensureAccount, type EnsureAccountParameters, ensureSystemAccounts } from './ensureAccount'
import { getAccountBalances, type GetAccountBalancesParameters } from './getAccountBalances'
import { listAccountEntries, type ListAccountEntriesParameters } from './listAccountEntries'
import { postPendingTransfer, type PostPendingTransferParameters } from './postPendingTransfer'
import { postTransfer, type PostTransferParameters } from './postTransfer'
import { reserveTransfer, type ReserveTransferParameters } from './reserveTransfer'
import { reverseTransfer, type ReverseTransferParameters } from './reverseTransfer'
import { voidPendingTransfer, type VoidPendingTransferParameters } from './voidPendingTransfer'

export * from './ensureAccount'
export * from './getAccountBalances'
export * from './listAccountEntries'
export * from './listTransfersByReference'
export * from './postPayout'
export * from './postPendingTransfer'
export * from './postTransfer'
export { postTransferBatch, type BatchOutcome, type BatchTransfer } from './postTransferBatch'
export * from './postTransferSet'
export * from './reserveTransfer'
export * from './reverseTransfer'
export * from './sumAccountByType'
export * from './sumMemberDebits'
export * from './sumMemberEntries'
export * from './systemAccounts'
export * from './transferCounterparties'
export { configureTransferBatching, transferBatcherFor, type TransferBatcherOptions } from './transferBatcher'
export * from './types'
export * from './voidPendingTransfer'
export { ledgerModule } from './module'

/**
 * The ledger bound to a database handle. Every other module moves money only through it; to move money
 * as part of a larger change, bind it to that change's transaction: `createLedger(tx)`.
 */
export function createLedger(db: Db) {
  return {
    postTransfer: (parameters: PostTransferParameters) => postTransfer(db, parameters),
    reserveTransfer: (parameters: ReserveTransferParameters) => reserveTransfer(db, parameters),
    postPendingTransfer: (parameters: PostPendingTransferParameters) => postPendingTransfer(db, parameters),
    voidPendingTransfer: (parameters: VoidPendingTransferParameters) => voidPendingTransfer(db, parameters),
    reverseTransfer: (parameters: ReverseTransferParameters) => reverseTransfer(db, parameters),
    getAccountBalances: (parameters: GetAccountBalancesParameters) => getAccountBalances(db, parameters),
    listAccountEntries: (parameters: ListAccountEntriesParameters) => listAccountEntries(db, parameters),
    ensureAccount: (parameters: EnsureAccountParameters) => ensureAccount(db, parameters),
    ensureSystemAccounts: () => ensureSystemAccounts(db),
  }
}
export type Ledger = ReturnType<typeof createLedger>
