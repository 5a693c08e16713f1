import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { conflict, type DomainError, invalidInput } from '../../platform/http/domainError'
import { ensureAccount } from './ensureAccount'
import { translateTransferError, validateTransferInput } from './insertTransfer'
import type { SystemAccountCode } from './systemAccounts'
import type { AccountPurpose, BillType, Currency, TransferReference } from './types'

export type PostPayoutParameters = {
  idempotencyKey: string
  currency: Currency
  type: BillType
  /** The pool that pays. */
  from: { systemCode: SystemAccountCode }
  /** A SQL relation with columns `member_id` (bigint) and `amount` (numeric > 0): one row per payee. */
  payees: SQL
  /** Which of each payee's accounts is credited; default 'available'. */
  purpose?: AccountPurpose
  reference?: TransferReference
}
export type PostPayoutReturnType = {
  /** Null when there was no payee: nothing is posted. */
  transferId: number | null
  payees: number
  total: bigint
  replayed: boolean
}
/**
 * invalidParams (a payee twice, an amount ≤ 0, a bad key), insufficientBalance (the pool cannot pay the
 * total), idempotencyMismatch (the key was used for another payout).
 */
export type PostPayoutErrorType = DomainError

const LEGS = sql.raw('pg_temp.ledger_payout_legs')

/**
 * Pays many members from one pool as ONE transfer, in the caller's transaction: the transfer (its
 * credit account null, its amount the total), the pool's debit entry, and a credit entry per payee on
 * their account (created when missing), in a few set-based statements (docs/adr/007-payouts.md). The
 * key is inserted once: a replay changes nothing; the same key for other payees or amounts is refused.
 * The request hash is ledger_request_hash's (operation 'payout', the side 'system:payees') with the
 * payees' digest as its memo argument. The pool's overdraft CHECK refuses the whole payout.
 */
export async function postPayout(tx: Tx, parameters: PostPayoutParameters): Promise<PostPayoutReturnType> {
  try {
    return await payAll(tx, parameters)
  } catch (error) {
    throw translateTransferError(error)
  }
}

async function payAll(tx: Tx, parameters: PostPayoutParameters): Promise<PostPayoutReturnType> {
  const { idempotencyKey, currency, type, from, payees, reference } = parameters
  const purpose = parameters.purpose ?? 'available'
  await tx.execute(sql`drop table if exists ${LEGS}`)
  await tx.execute(sql`create temp table ledger_payout_legs (member_id bigint, amount numeric(78, 0),
    account_id bigint) on commit drop`)
  await tx.execute(sql`insert into ${LEGS}
    select p.member_id, p.amount, a.id from (select member_id::bigint, amount::numeric(78, 0) from (${payees}) s) p
    left join ledger_accounts a on a.member_id = p.member_id and a.currency = ${currency} and a.purpose = ${purpose}`)
  const [counts] = await queryRows<{
    legs: string
    payees: string
    bad: string
    unresolved: string
    total: string | null
    digest: string | null
  }>(
    tx,
    sql`select count(*)::text as legs, count(distinct member_id)::text as payees,
      count(*) filter (where member_id is null or amount is null or amount <= 0)::text as bad,
      count(*) filter (where account_id is null)::text as unresolved, sum(amount)::text as total,
      md5(string_agg(member_id || ':' || amount, ',' order by member_id)) as digest
    from ${LEGS}`,
  )
  if (Number(counts?.bad ?? 0) > 0) throw invalidInput('invalidParams', { field: 'amount' })
  if (counts?.legs !== counts?.payees) throw invalidInput('invalidParams', { field: 'payees' })
  const payeeCount = Number(counts?.payees ?? 0)
  if (payeeCount === 0) {
    if (idempotencyKey.length === 0) throw invalidInput('invalidParams', { field: 'idempotencyKey' })
    return { transferId: null, payees: 0, total: 0n, replayed: false }
  }
  const total = BigInt(counts?.total ?? '0')
  validateTransferInput({ idempotencyKey, amount: total })
  if (Number(counts?.unresolved ?? 0) > 0) await ensurePayeeAccounts(tx, currency, purpose)
  const { accountId: poolId } = await ensureAccount(tx, { owner: from, currency })

  const hash = sql`ledger_request_hash('payout', ${currency}, ${type}, ${total.toString()}::numeric, null, null,
    ${from.systemCode}, null, ${purpose}, 'payees', ${reference?.type ?? null}::text, ${reference?.id ?? null}::text,
    ${`${payeeCount}:${counts?.digest ?? ''}`})`
  const [inserted] = await queryRows<{ id: string }>(
    tx,
    sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount, debit_account_id,
        credit_account_id, reference_type, reference_id, resolved_at)
      values (${idempotencyKey}, ${hash}, ${currency}, ${type}, 'posted', ${total.toString()}::numeric, ${poolId},
        null, ${reference?.type ?? null}, ${reference?.id ?? null}, now())
      on conflict (idempotency_key) do nothing
      returning id::text as id`,
  )
  if (!inserted) {
    const [existing] = await queryRows<{ id: string; same: boolean }>(
      tx,
      sql`select id::text as id, request_hash = ${hash} as same from ledger_transfers
        where idempotency_key = ${idempotencyKey}`,
    )
    if (!existing?.same) throw conflict('idempotencyMismatch')
    return { transferId: Number(existing.id), payees: payeeCount, total, replayed: true }
  }
  const transferId = inserted.id
  // Every touched account locked in id order, as every posting locks (no two postings wait in a cycle).
  await tx.execute(sql`select a.id from ledger_accounts a
    where a.id in (select account_id from ${LEGS} union all select ${poolId}::bigint)
    order by a.id for no key update of a`)
  // The pool's entry first: its overdraft CHECK refuses the payout before any payee is credited.
  await tx.execute(sql`with moved as (
      update ledger_accounts set balance = balance - ${total.toString()}::numeric, updated_at = now()
      where id = ${poolId}::bigint returning id, balance
    )
    insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
    select ${transferId}::bigint, moved.id, ${currency}, ${type}, -${total.toString()}::numeric, moved.balance,
      t.resolved_at
    from moved, ledger_transfers t where t.id = ${transferId}::bigint`)
  // Each payee once (checked above), so each entry's balance after is the account's new balance.
  await tx.execute(sql`with moved as (
      update ledger_accounts a set balance = a.balance + l.amount, updated_at = now()
      from ${LEGS} l where a.id = l.account_id
      returning a.id, l.amount, a.balance
    )
    insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
    select ${transferId}::bigint, moved.id, ${currency}, ${type}, moved.amount, moved.balance, t.resolved_at
    from moved, ledger_transfers t where t.id = ${transferId}::bigint
    order by moved.id`)
  return { transferId: Number(transferId), payees: payeeCount, total, replayed: false }
}

/** Creates the payees' missing accounts and fills in their ids. */
async function ensurePayeeAccounts(tx: Tx, currency: Currency, purpose: AccountPurpose): Promise<void> {
  // ON CONFLICT for an account a concurrent transaction creates.
  await tx.execute(sql`insert into ledger_accounts (kind, member_id, purpose, currency)
    select 'member', l.member_id, ${purpose}, ${currency} from ${LEGS} l where l.account_id is null
    order by l.member_id
    on conflict do nothing`)
  await tx.execute(sql`update ${LEGS} l set account_id = a.id from ledger_accounts a
    where l.account_id is null and a.member_id = l.member_id and a.currency = ${currency} and a.purpose = ${purpose}`)
}
