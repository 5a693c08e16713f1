import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '../../platform/db/client'
import { conflict, invalidInput, type DomainError } from '../../platform/http/domainError'
import { insertTransfer, validateTransferInput } from './insertTransfer'
import type { BatchOutcome } from './postTransferBatch'
import { findPgError } from '../../platform/db/sql'
import { transferBatcherFor } from './transferBatcher'
import { mapTransfer } from './transferRow'
import type { AccountOwner, BillType, Currency, TransferReference, TransferResult } from './types'

export type PostTransferParameters = {
  /** Unique per business effect, e.g. `order:123:pay` or chainEffectKey(...) for on-chain events. */
  idempotencyKey: string
  currency: Currency
  type: BillType
  /** Base units, > 0. */
  amount: bigint
  from: AccountOwner
  to: AccountOwner
  reference?: TransferReference
  memo?: string
}
export type PostTransferReturnType = TransferResult
/** insufficientBalance (400), idempotencyMismatch (409), invalidParams (400). */
export type PostTransferErrorType = DomainError

/**
 * Moves `amount` from one account to another, posted at once. Replaying the key returns the original
 * transfer without a second effect. Inside a caller's transaction it is one more statement of that
 * transaction; a failure (e.g. insufficient balance) aborts it, as the business operation must fail.
 * On the root handle, transfers posted concurrently are committed together (transferBatcher.ts) with
 * the same answers, refusals and errors as one statement each.
 */
export async function postTransfer(
  db: Db,
  parameters: PostTransferParameters,
): Promise<PostTransferReturnType> {
  validateTransferInput(parameters)
  const alone = () =>
    insertTransfer(db, {
      ...parameters,
      request: { operation: 'post' },
      status: 'posted',
      reference: parameters.reference,
      memo: parameters.memo,
      reversesTransferId: undefined,
    })
  // The batch statement (drizzle/0002) knows members' available accounts only: claimable and staked ones
  // post alone.
  if (db instanceof PgTransaction || !isAvailable(parameters.from) || !isAvailable(parameters.to))
    return alone()
  const outcome = await transferBatcherFor(db).submit(parameters)
  return outcome === 'alone' ? retryDeadlockVictim(alone) : answer(outcome, alone)
}

/**
 * Posting alone on the root handle after a batch failed: a deadlock victim (possible only when the same
 * key is posted at once through a batch and through a caller's transaction) rolled back entirely, so
 * trying again is safe.
 */
async function retryDeadlockVictim<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= 3 || findPgError(error)?.code !== '40P01') throw error
    }
  }
}

function answer(
  outcome: BatchOutcome,
  alone: () => Promise<PostTransferReturnType>,
): Promise<PostTransferReturnType> | PostTransferReturnType {
  switch (outcome.outcome) {
    case 'created':
      return { transfer: mapTransfer(outcome.row), replayed: false }
    case 'existing':
      return { transfer: mapTransfer(outcome.row), replayed: true }
    case 'mismatch':
      throw conflict('idempotencyMismatch')
    case 'insufficient':
      throw invalidInput('insufficientBalance')
    case 'same_account':
      throw invalidInput('invalidParams', { field: 'to' })
    case 'missing_account':
      // The single statement creates the missing account and posts.
      return alone()
  }
}

const isAvailable = (owner: AccountOwner) =>
  !('memberId' in owner) || (owner.purpose ?? 'available') === 'available'
