import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { conflict, invalidInput, type DomainError } from '../../platform/http/domainError'
import { translateTransferError } from './insertTransfer'
import { systemAccountsAllowedNegative } from './systemAccounts'

/**
 * The relation `transfers` must have exactly these columns (one row per transfer; an owner side is a
 * member id with its purpose — null means 'available' — or a system code):
 * `ord` (sortable: transfers are created in this order), `idempotency_key`, `currency`, `type`,
 * `amount` (numeric, > 0), `from_member_id`, `from_purpose`, `from_system_code`, `to_member_id`,
 * `to_purpose`, `to_system_code`, `reference_type`, `reference_id`.
 */
export type PostTransferSetParameters = { transfers: SQL }
export type PostTransferSetReturnType = { posted: number; replayed: number }
/** insufficientBalance (a running balance would overdraw), idempotencyMismatch, invalidParams. */
export type PostTransferSetErrorType = DomainError

const SET = sql.raw('pg_temp.ledger_transfer_set')
const NEW = sql.raw('pg_temp.ledger_transfer_set_new')
const BEFORE = sql.raw('pg_temp.ledger_transfer_set_before')
const DELTA = sql.raw('pg_temp.ledger_transfer_set_delta')

const ownerText = (side: 'from' | 'to') => `case when s.${side}_member_id is not null
    then 'member:' || s.${side}_member_id || case when coalesce(s.${side}_purpose, 'available') <> 'available' then ':' || s.${side}_purpose else '' end
    else 'system:' || s.${side}_system_code end`

/** hashTransferRequest('post', …) of postTransfer.ts, in SQL: a replay through either answers alike. */
const requestHashSql = sql.raw(`encode(sha256(convert_to('["post",' || to_json(s.currency)::text || ','
  || to_json(s.type)::text || ',' || to_json(s.amount::text)::text || ',' || to_json(${ownerText('from')})::text
  || ',' || to_json(${ownerText('to')})::text || ',' || coalesce(to_json(s.reference_type)::text, 'null')
  || ',' || coalesce(to_json(s.reference_id)::text, 'null') || ',null]', 'UTF8')), 'hex')`)

/**
 * Posts many transfers, given as a SQL relation, in a few set-based statements of the caller's
 * transaction, with the same effect as postTransfer on each in `ord` order: missing accounts are
 * created, each key is inserted once (a replay does nothing), the touched accounts are locked in id
 * order, balances move by aggregate and each transfer gets its two entries (debit first) with every
 * account's running `balance_after`. Any overdraft, final or on the way, refuses the whole set.
 */
export async function postTransferSet(
  tx: Tx,
  { transfers }: PostTransferSetParameters,
): Promise<PostTransferSetReturnType> {
  try {
    return await postAll(tx, transfers)
  } catch (error) {
    throw translateTransferError(error)
  }
}

async function postAll(tx: Tx, transfers: SQL): Promise<PostTransferSetReturnType> {
  await tx.execute(sql`drop table if exists ${SET}, ${NEW}, ${BEFORE}, ${DELTA}`)
  await tx.execute(sql`create temp table ledger_transfer_set (ord numeric, idempotency_key text, currency text,
    type text, amount numeric(78, 0), from_member_id bigint, from_purpose text, from_system_code text,
    to_member_id bigint, to_purpose text, to_system_code text, reference_type text, reference_id text,
    request_hash text) on commit drop`)
  await tx.execute(sql`insert into ${SET} select s.*, ${requestHashSql} from (
      select s.ord, s.idempotency_key, s.currency, s.type, s.amount::numeric(78, 0) as amount, s.from_member_id,
        s.from_purpose, s.from_system_code, s.to_member_id, s.to_purpose, s.to_system_code, s.reference_type,
        s.reference_id from (${transfers}) s
    ) s`)
  // Statistics for the joins below: a day's settlement posts hundreds of thousands of transfers at once.
  await tx.execute(sql`analyze ${SET}`)
  const [counts] = await queryRows<{ total: string; bad: string }>(
    tx,
    sql`select count(*)::text as total, count(*) filter (where amount is null or amount <= 0
      or idempotency_key is null or length(idempotency_key) = 0 or length(idempotency_key) > 200)::text as bad
    from ${SET}`,
  )
  const malformedRows = Number(counts?.bad ?? 0)
  if (malformedRows > 0) throw invalidInput('invalidParams', { field: 'amount' })
  const total = Number(counts?.total ?? 0)
  if (total === 0) return { posted: 0, replayed: 0 }
  await ensureAccounts(tx)

  await tx.execute(sql`create temp table ledger_transfer_set_new (id bigint, debit_account_id bigint,
    credit_account_id bigint, amount numeric(78, 0), currency text, type text, posted_at timestamptz) on commit drop`)
  await tx.execute(sql`with system_accounts as materialized (
      select id, system_code, currency from ledger_accounts where system_code is not null
    ),
    ins as (
      insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount, debit_account_id,
        credit_account_id, reference_type, reference_id, resolved_at)
      select s.idempotency_key, s.request_hash, s.currency, s.type, 'posted', s.amount, coalesce(dm.id, ds.id),
        coalesce(cm.id, cs.id), s.reference_type, s.reference_id, now()
      from ${SET} s
      left join ledger_accounts dm on dm.member_id = s.from_member_id and dm.currency = s.currency
        and dm.purpose = coalesce(s.from_purpose, 'available')
      left join system_accounts ds on ds.system_code = s.from_system_code and ds.currency = s.currency
      left join ledger_accounts cm on cm.member_id = s.to_member_id and cm.currency = s.currency
        and cm.purpose = coalesce(s.to_purpose, 'available')
      left join system_accounts cs on cs.system_code = s.to_system_code and cs.currency = s.currency
      order by s.ord
      on conflict (idempotency_key) do nothing
      returning id, debit_account_id, credit_account_id, amount, currency, type, resolved_at
    )
    insert into ${NEW} select * from ins`)
  const [created] = await queryRows<{ n: string }>(tx, sql`select count(*)::text as n from ${NEW}`)
  const posted = Number(created?.n ?? 0)
  // Only a key that existed already can carry another request (the new ones hold this set's hashes).
  if (posted < total) {
    const [mismatch] = await queryRows<{ key: string }>(
      tx,
      sql`select s.idempotency_key as key from ${SET} s join ledger_transfers t on t.idempotency_key = s.idempotency_key
        where t.request_hash <> s.request_hash limit 1`,
    )
    if (mismatch) throw conflict('idempotencyMismatch')
  }
  if (posted > 0) await moveBalances(tx)
  return { posted, replayed: total - posted }
}

async function ensureAccounts(tx: Tx): Promise<void> {
  // Only the missing ones reach the insert: an anti-join (one pass over the accounts) instead of an
  // ON CONFLICT probe per owner; ON CONFLICT stays for an account a concurrent transaction creates.
  await tx.execute(sql`insert into ledger_accounts (kind, member_id, purpose, currency)
    select 'member', m.member_id, m.purpose, m.currency from (
      select from_member_id as member_id, coalesce(from_purpose, 'available') as purpose, currency from ${SET}
      where from_member_id is not null
      union
      select to_member_id, coalesce(to_purpose, 'available'), currency from ${SET} where to_member_id is not null
    ) m
    where not exists (select 1 from ledger_accounts a where a.member_id = m.member_id and a.currency = m.currency
      and a.purpose = m.purpose)
    order by m.member_id, m.purpose, m.currency
    on conflict do nothing`)
  const negative = [...systemAccountsAllowedNegative]
  await tx.execute(sql`insert into ledger_accounts (kind, system_code, currency, allow_negative)
    select 'system', system_code, currency, system_code = any(${`{${negative.join(',')}}`}::text[]) from (
      select from_system_code as system_code, currency from ${SET} where from_system_code is not null
      union
      select to_system_code, currency from ${SET} where to_system_code is not null
    ) m order by system_code, currency
    on conflict do nothing`)
}

/**
 * Locks, moves the balances by aggregate, appends the entries and checks every running balance. The
 * per-account deltas are sorted and analyzed first, so a large set updates the accounts in one ordered
 * pass (a hash or merge join) rather than probing them in hash order.
 */
async function moveBalances(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table ledger_transfer_set_delta (account_id bigint, delta numeric(78, 0))
    on commit drop`)
  await tx.execute(sql`insert into ${DELTA} select account_id, sum(amount) from (
      select debit_account_id as account_id, -amount as amount from ${NEW}
      union all select credit_account_id, amount from ${NEW}
    ) d group by account_id order by account_id`)
  await tx.execute(sql`analyze ${DELTA}`)
  await tx.execute(sql`select a.id from ledger_accounts a join ${DELTA} d on d.account_id = a.id
    order by a.id for no key update of a`)
  await tx.execute(sql`create temp table ledger_transfer_set_before (account_id bigint, balance_before numeric(78, 0),
    pending_debits numeric(78, 0), allow_negative boolean) on commit drop`)
  await tx.execute(sql`with moved as (
      update ledger_accounts a set balance = a.balance + d.delta, updated_at = now()
      from ${DELTA} d where a.id = d.account_id
      returning a.id, a.balance - d.delta as balance_before, a.pending_debits, a.allow_negative
    )
    insert into ${BEFORE} select * from moved`)
  await tx.execute(sql`analyze ${BEFORE}`)
  const [overdrawn] = await queryRows<{ n: string }>(
    tx,
    sql`with appended as (
      insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
      select e.transfer_id, e.account_id, e.currency, e.type, e.amount,
        b.balance_before + sum(e.amount) over (partition by e.account_id order by e.transfer_id, e.amount
          rows between unbounded preceding and current row), e.posted_at
      from (
        select id as transfer_id, debit_account_id as account_id, currency, type, -amount as amount, posted_at from ${NEW}
        union all
        select id, credit_account_id, currency, type, amount, posted_at from ${NEW}
      ) e join ${BEFORE} b on b.account_id = e.account_id
      order by e.transfer_id, e.amount
      returning account_id, balance_after
    )
    select count(*)::text as n from appended p join ${BEFORE} b on b.account_id = p.account_id
    where not b.allow_negative and p.balance_after - b.pending_debits < 0`,
  )
  if (Number(overdrawn?.n ?? 0) > 0) throw invalidInput('insufficientBalance')
}
