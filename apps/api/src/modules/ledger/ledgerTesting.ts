import { mulberry32, pick as pickFrom } from '@vita/shared/prng'
import { asc, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { DomainError } from '../../platform/http/domainError'
import { jsonRows, queryRows } from '../../platform/db/sql'
import type { PostTransferParameters } from './postTransfer'
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './tables'
import type { AccountOwner } from './types'

/** 1 token in base units (18 decimals). */
export const UNIT = 10n ** 18n

/** The message key of the DomainError `promise` rejects with (fails the test if it resolves). */
export async function rejectionKey(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof DomainError) return error.messageKey
    throw error
  }
  throw new Error('expected a rejection')
}

/** Everything in the ledger, in a stable order: for "nothing changed" comparisons. */
export async function ledgerSnapshot(db: Db) {
  const [accounts, transfers, entries] = await Promise.all([
    db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.id)),
    db.select().from(ledgerTransfers).orderBy(asc(ledgerTransfers.id)),
    db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
  ])
  return {
    accounts: accounts.map(({ updatedAt: _updatedAt, ...rest }) => rest),
    transfers,
    entries,
  }
}

/**
 * The ledger's invariants, as a list of violations (empty = healthy): every posted transfer has two
 * entries summing to zero and matching it (a payout: its debit and one credit per payee, summing to
 * zero), pending/voided ones have none; no member or pool account is
 * overdrawn; each balance equals the sum of its entries and the last entry's balance_after; each
 * account's pending_debits equals its pending transfers; every currency sums to zero over all accounts.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const checks: { name: string; query: ReturnType<typeof sql> }[] = [
    {
      name: 'posted transfer entries',
      query: sql`select t.id::text as id from ledger_transfers t
        left join ledger_entries e on e.transfer_id = t.id
        group by t.id
        having (t.status = 'posted' and t.credit_account_id is not null and (count(e.id) <> 2
            or coalesce(sum(e.amount), 0) <> 0
            or sum(case when e.account_id = t.debit_account_id and e.amount = -t.amount then 1 else 0 end) <> 1
            or sum(case when e.account_id = t.credit_account_id and e.amount = t.amount then 1 else 0 end) <> 1))
          or (t.status = 'posted' and t.credit_account_id is null and (count(e.id) < 2
            or coalesce(sum(e.amount), 0) <> 0 or count(distinct e.account_id) <> count(e.id)
            or sum(case when e.account_id = t.debit_account_id and e.amount = -t.amount then 1 else 0 end) <> 1
            or count(*) filter (where e.amount <= 0) <> 1))
          or (t.status <> 'posted' and count(e.id) <> 0)`,
    },
    {
      name: 'overdrawn account',
      query: sql`select id::text as id from ledger_accounts
        where pending_debits < 0 or (not allow_negative and balance - pending_debits < 0)`,
    },
    {
      name: 'balance differs from its entries',
      query: sql`select a.id::text as id from ledger_accounts a
        where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)
          or a.balance <> coalesce((select e.balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1), 0)`,
    },
    {
      name: 'pending_debits differ from pending transfers',
      query: sql`select a.id::text as id from ledger_accounts a
        where a.pending_debits <> coalesce((select sum(t.amount) from ledger_transfers t
          where t.debit_account_id = a.id and t.status = 'pending'), 0)`,
    },
    {
      name: 'currency does not sum to zero',
      query: sql`select currency as id from ledger_accounts group by currency having sum(balance) <> 0`,
    },
  ]
  const violations: string[] = []
  for (const check of checks) {
    const rows = await queryRows<{ id: string }>(db, check.query)
    for (const row of rows) violations.push(`${check.name}: ${row.id}`)
  }
  return violations
}

/** The shared seeded PRNG (@vita/shared/prng) with the helpers the ledger tests use. */
export function createRandom(seed: number) {
  const next = mulberry32(seed)
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => pickFrom(next, items)
  return { next, int, pick }
}
export type Random = ReturnType<typeof createRandom>

/** `transfers` as the relation postTransferSet takes, in list order. */
export function relationOf(transfers: readonly PostTransferParameters[]) {
  const side = (owner: AccountOwner) => ({
    member_id: 'memberId' in owner ? owner.memberId : null,
    purpose: 'memberId' in owner ? (owner.purpose ?? null) : null,
    system_code: 'systemCode' in owner ? owner.systemCode : null,
  })
  const rows = transfers.map((t, index) => {
    const from = side(t.from)
    const to = side(t.to)
    return {
      ord: index,
      idempotency_key: t.idempotencyKey,
      currency: t.currency,
      type: t.type,
      amount: t.amount.toString(),
      from_member_id: from.member_id,
      from_purpose: from.purpose,
      from_system_code: from.system_code,
      to_member_id: to.member_id,
      to_purpose: to.purpose,
      to_system_code: to.system_code,
      reference_type: t.reference?.type ?? null,
      reference_id: t.reference?.id ?? null,
    }
  })
  return sql`select * from json_to_recordset(${jsonRows(rows)}) as r(ord int, idempotency_key text, currency text,
    type text, amount numeric, from_member_id bigint, from_purpose text, from_system_code text, to_member_id bigint,
    to_purpose text, to_system_code text, reference_type text, reference_id text)`
}
