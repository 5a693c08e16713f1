import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { conflict, invalidInput } from '../../platform/http/domainError'
import { ensureAccount } from './ensureAccount'
import { isConstraintViolation, queryRows } from '../../platform/db/sql'
import {
  type AccountSelector,
  accountIdQuery,
  loadTransferRow,
  mapTransfer,
  postingCtes,
  type TransferTextRow,
  transferColumns,
} from './transferRow'
import type { AccountOwner, BillType, Currency, TransferReference, TransferResult } from './types'

/**
 * The request behind the key: a posting or reservation of the transfer's own fields (its hash computed
 * by ledger_request_hash in the statement, as every path that posts does), or another request's hash
 * (a reversal's).
 */
export type TransferRequest = { operation: 'post' | 'reserve' } | { hash: string }

export type NewTransfer = {
  idempotencyKey: string
  request: TransferRequest
  status: 'posted' | 'pending'
  currency: Currency
  type: BillType
  amount: bigint
  from: AccountSelector
  to: AccountSelector
  reference: TransferReference | undefined
  memo: string | undefined
  reversesTransferId: number | undefined
}

const MAX_KEY_LENGTH = 200
/** Token amounts are uint256 on chain; numeric(78,0) holds exactly that range. */
const MAX_AMOUNT = 2n ** 256n - 1n

export function validateTransferInput(input: { idempotencyKey: string; amount: bigint }): void {
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw invalidInput('invalidParams', { field: 'idempotencyKey' })
  }
  if (input.amount <= 0n || input.amount > MAX_AMOUNT)
    throw invalidInput('invalidParams', { field: 'amount' })
}

/**
 * Creates a transfer exactly once per idempotency key, in one statement: insert the transfer (ON
 * CONFLICT on the key does nothing; a concurrent insert of the same key waits for the other
 * transaction, then does nothing), then either post it (balances + two entries) or reserve it (raise
 * pending_debits). Nothing happens unless the insert did, so replays have no effect, whatever the
 * balances are now. No row back means the key exists (replay or conflict) or an account is missing
 * (created, then tried once more).
 */
export async function insertTransfer(db: Db, transfer: NewTransfer): Promise<TransferResult> {
  for (let attempt = 0; ; attempt++) {
    const row = await tryInsert(db, transfer)
    if (row) return { transfer: mapTransfer(row), replayed: false }
    const existing = await loadTransferRow(db, { idempotencyKey: transfer.idempotencyKey })
    if (existing) {
      if (existing.request_hash !== (await sentRequestHash(db, transfer)))
        throw conflict('idempotencyMismatch')
      return { transfer: mapTransfer(existing), replayed: true }
    }
    if (attempt > 0)
      throw new Error(`ledger: transfer ${transfer.idempotencyKey} was neither created nor found`)
    await ensureSelectedAccount(db, transfer.from, transfer.currency)
    await ensureSelectedAccount(db, transfer.to, transfer.currency)
  }
}

/** The hash of the request `t` carries: the statement's own, read back only to answer a replay. */
async function sentRequestHash(db: Db, t: NewTransfer): Promise<string> {
  if ('hash' in t.request) return t.request.hash
  const [row] = await queryRows<{ hash: string }>(db, sql`select ${requestHashOf(t)} as hash`)
  if (!row) throw new Error('ledger: no request hash')
  return row.hash
}

/** ledger_request_hash of a posting or reservation of `t`'s fields between two owners. */
function requestHashOf(t: NewTransfer): SQL {
  if ('hash' in t.request) return sql`${t.request.hash}::text`
  const side = (selector: AccountSelector) => {
    if ('accountId' in selector) throw new Error('ledger: a posting by owner is hashed by its owners')
    const owner: AccountOwner = selector
    return 'memberId' in owner
      ? sql`${owner.memberId}::bigint, ${owner.purpose ?? null}::text, null::text`
      : sql`null::bigint, null::text, ${owner.systemCode}::text`
  }
  return sql`ledger_request_hash(${t.request.operation}::text, ${t.currency}::text, ${t.type}::text,
    ${t.amount.toString()}::numeric, ${side(t.from)}, ${side(t.to)}, ${t.reference?.type ?? null}::text,
    ${t.reference?.id ?? null}::text, ${t.memo ?? null}::text)`
}

async function ensureSelectedAccount(db: Db, selector: AccountSelector, currency: Currency): Promise<void> {
  if (!('accountId' in selector)) await ensureAccount(db, { owner: selector, currency })
}

async function tryInsert(db: Db, t: NewTransfer): Promise<TransferTextRow | undefined> {
  const effect =
    t.status === 'posted'
      ? postingCtes('ins', false)
      : sql`held as (
          update ledger_accounts a set pending_debits = a.pending_debits + ins.amount, updated_at = now()
          from ins where a.id = ins.debit_account_id returning a.id
        )`
  const query = sql`with debit as (${accountIdQuery(t.from, t.currency)}),
    credit as (${accountIdQuery(t.to, t.currency)}),
    ins as (
      insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount, debit_account_id,
        credit_account_id, reference_type, reference_id, memo, reverses_transfer_id, resolved_at)
      select ${t.idempotencyKey}, ${requestHashOf(t)}, ${t.currency}, ${t.type}, ${t.status}, ${t.amount.toString()}::numeric,
        debit.id, credit.id, ${t.reference?.type ?? null}, ${t.reference?.id ?? null}, ${t.memo ?? null},
        ${t.reversesTransferId ?? null}::bigint, ${t.status === 'posted' ? sql`now()` : sql`null`}
      from debit, credit
      on conflict (idempotency_key) do nothing
      returning *
    ),
    ${effect}
    select ${transferColumns('ins')} from ins`
  try {
    const rows = await queryRows<TransferTextRow>(db, query, { prepared: true })
    return rows[0]
  } catch (error) {
    throw translateTransferError(error)
  }
}

/** Expected failures become domain errors; anything else stays a 500. */
export function translateTransferError(error: unknown): unknown {
  if (isConstraintViolation(error, 'ledger_accounts_no_overdraft')) {
    return invalidInput('insufficientBalance')
  }
  if (isConstraintViolation(error, 'ledger_transfers_reverses_unique'))
    return conflict('transferAlreadyReversed')
  if (isConstraintViolation(error, 'ledger_transfers_distinct_accounts')) {
    return invalidInput('invalidParams', { field: 'to' })
  }
  return error
}
