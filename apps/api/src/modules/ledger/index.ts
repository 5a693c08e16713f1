import type { Db } from '../../db/client'
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
export * from './postPendingTransfer'
export * from './postTransfer'
export * from './reserveTransfer'
export * from './reverseTransfer'
export * from './systemAccounts'
export * from './types'
export * from './voidPendingTransfer'

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
