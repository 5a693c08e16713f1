import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import type { AccountOwner, BillType, Currency, LedgerTransfer, TransferStatus } from './types'

/** Internally a transfer side may also be a known account id (reversals); callers only pass owners. */
export type AccountSelector = AccountOwner | { accountId: number }

/** `select id` of the selected account in `currency`: empty when it does not exist (yet). */
export function accountIdQuery(selector: AccountSelector, currency: Currency): SQL {
  if ('accountId' in selector) {
    return sql`select id from ledger_accounts where id = ${selector.accountId}::bigint and currency = ${currency}`
  }
  if ('memberId' in selector) {
    return sql`select id from ledger_accounts where member_id = ${selector.memberId}::bigint and currency = ${currency}
      and purpose = ${selector.purpose ?? 'available'}`
  }
  return sql`select id from ledger_accounts where system_code = ${selector.systemCode} and currency = ${currency}`
}

/** A transfer row with every non-text column as text, so PGlite and node-postgres parse alike. */
export type TransferTextRow = {
  id: string
  idempotency_key: string
  request_hash: string
  currency: Currency
  type: BillType
  status: TransferStatus
  amount: string
  debit_account_id: string
  credit_account_id: string | null
  reference_type: string | null
  reference_id: string | null
  memo: string | null
  reverses_transfer_id: string | null
  created_at: string
  resolved_at: string | null
}

/** The select list producing a `TransferTextRow` from the relation `alias`. */
export function transferColumns(alias: string): SQL {
  const a = sql.identifier(alias)
  return sql`${a}.id::text as id, ${a}.idempotency_key, ${a}.request_hash, ${a}.currency, ${a}.type, ${a}.status,
    ${a}.amount::text as amount, ${a}.debit_account_id::text as debit_account_id,
    ${a}.credit_account_id::text as credit_account_id, ${a}.reference_type, ${a}.reference_id, ${a}.memo,
    ${a}.reverses_transfer_id::text as reverses_transfer_id, to_json(${a}.created_at) #>> '{}' as created_at,
    to_json(${a}.resolved_at) #>> '{}' as resolved_at`
}

export function mapTransfer(row: TransferTextRow): LedgerTransfer {
  return {
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    currency: row.currency,
    type: row.type,
    status: row.status,
    amount: BigInt(row.amount),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: row.credit_account_id === null ? null : Number(row.credit_account_id),
    reference:
      row.reference_type !== null && row.reference_id !== null
        ? { type: row.reference_type, id: row.reference_id }
        : null,
    memo: row.memo,
    reversesTransferId: row.reverses_transfer_id === null ? null : Number(row.reverses_transfer_id),
    createdAt: new Date(row.created_at),
    resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at),
  }
}

export async function loadTransferRow(
  db: Db,
  by: { idempotencyKey: string } | { id: number },
): Promise<TransferTextRow | undefined> {
  const where = 'id' in by ? sql`t.id = ${by.id}::bigint` : sql`t.idempotency_key = ${by.idempotencyKey}`
  const rows = await queryRows<TransferTextRow>(
    db,
    sql`select ${transferColumns('t')} from ledger_transfers t where ${where}`,
    {
      prepared: true,
    },
  )
  return rows[0]
}

/**
 * The CTE chain that posts transfer `source` (a CTE returning ledger_transfers rows): locks both
 * accounts in ascending id order (one global lock order, so crossing transfers cannot deadlock), moves
 * the balances, and appends the two entries. `releaseReservation` also returns the amount from the debit
 * account's pending_debits (posting a reserved transfer). The overdraft CHECK fails the whole statement.
 */
export function postingCtes(source: string, releaseReservation: boolean): SQL {
  const s = sql.identifier(source)
  const release = releaseReservation
    ? sql`, pending_debits = a.pending_debits - (case when a.id = ${s}.debit_account_id then ${s}.amount else 0 end)`
    : sql``
  return sql`locked as (
      select a.id from ledger_accounts a, ${s}
      where a.id in (${s}.debit_account_id, ${s}.credit_account_id)
      order by a.id for no key update of a
    ),
    moved as (
      update ledger_accounts a
      set balance = a.balance + (case when a.id = ${s}.debit_account_id then -${s}.amount else ${s}.amount end),
        updated_at = now()${release}
      from ${s}, locked where a.id = locked.id
      returning a.id as account_id, a.balance as balance_after,
        (case when a.id = ${s}.debit_account_id then -${s}.amount else ${s}.amount end) as amount
    ),
    appended as (
      insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
      select ${s}.id, moved.account_id, ${s}.currency, ${s}.type, moved.amount, moved.balance_after,
        coalesce(${s}.resolved_at, ${s}.created_at)
      from ${s}, moved order by moved.amount
      returning id
    )`
}
