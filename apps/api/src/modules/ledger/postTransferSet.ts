import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../platform/db/client'
import { isConstraintViolation, queryRows } from '../../platform/db/sql'
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

/** Each transfer's request hash, as every path that posts computes it (sql/ledger_request_hash.sql). */
const requestHashSql = sql.raw(`ledger_request_hash('post', s.currency, s.type, s.amount, s.from_member_id,
  s.from_purpose, s.from_system_code, s.to_member_id, s.to_purpose, s.to_system_code, s.reference_type,
  s.reference_id, null)`)

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
    request_hash text, debit_account_id bigint, credit_account_id bigint) on commit drop`)
  // Each side's account is looked up here, once: null where it does not exist yet (ensureAccounts). The
  // payee's member account by a join (a set pays members, nearly always); the payer's by a key probe only
  // where the payer is a member, so that a set paid from a pool hashes no member accounts for it (a hash
  // of every account, ~1 s of a 1,000,000-member settlement day, matched against nothing).
  await tx.execute(sql`with system_accounts as materialized (
      select id, system_code, currency from ledger_accounts where system_code is not null
    )
    insert into ${SET} select s.*, ${requestHashSql},
      coalesce(case when s.from_member_id is not null then (select dm.id from ledger_accounts dm
        where dm.member_id = s.from_member_id and dm.currency = s.currency
          and dm.purpose = coalesce(s.from_purpose, 'available')) end, ds.id),
      coalesce(cm.id, cs.id) from (
      select s.ord, s.idempotency_key, s.currency, s.type, s.amount::numeric(78, 0) as amount, s.from_member_id,
        s.from_purpose, s.from_system_code, s.to_member_id, s.to_purpose, s.to_system_code, s.reference_type,
        s.reference_id from (${transfers}) s
    ) s
    left join system_accounts ds on ds.system_code = s.from_system_code and ds.currency = s.currency
    left join ledger_accounts cm on cm.member_id = s.to_member_id and cm.currency = s.currency
      and cm.purpose = coalesce(s.to_purpose, 'available')
    left join system_accounts cs on cs.system_code = s.to_system_code and cs.currency = s.currency`)
  // Statistics for the joins below: a day's settlement posts hundreds of thousands of transfers at once.
  await tx.execute(sql`analyze ${SET}`)
  const [counts] = await queryRows<{ total: string; bad: string; unresolved: string }>(
    tx,
    sql`select count(*)::text as total, count(*) filter (where amount is null or amount <= 0
      or idempotency_key is null or length(idempotency_key) = 0 or length(idempotency_key) > 200)::text as bad,
      count(*) filter (where debit_account_id is null or credit_account_id is null)::text as unresolved
    from ${SET}`,
  )
  const malformedRows = Number(counts?.bad ?? 0)
  if (malformedRows > 0) throw invalidInput('invalidParams', { field: 'amount' })
  const total = Number(counts?.total ?? 0)
  if (total === 0) return { posted: 0, replayed: 0 }
  if (Number(counts?.unresolved ?? 0) > 0) await ensureAccounts(tx)

  await tx.execute(sql`create temp table ledger_transfer_set_new (id bigint, debit_account_id bigint,
    credit_account_id bigint, amount numeric(78, 0), currency text, type text, posted_at timestamptz) on commit drop`)
  const posted = await insertTransfers(tx)
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

/**
 * Inserts the set's transfers in `ord` order, each key once. A set of new keys (a settlement day's, nearly
 * always) goes in as a plain insert, in a savepoint: ON CONFLICT's speculative insertion (a probe of the
 * keys' index, then a confirmation per row) cost ~2.5 s more of the 1,000,000-member day's ~850,000
 * transfers. When a key exists already (a replay) or twice in the set, the savepoint is rolled back and
 * the insert runs again with ON CONFLICT DO NOTHING, which leaves out every key already there. Returns
 * how many were inserted (counted as they are kept, not by reading them back).
 */
async function insertTransfers(tx: Tx): Promise<number> {
  const insert = (onConflict: SQL) => sql`with ins as (
      insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount, debit_account_id,
        credit_account_id, reference_type, reference_id, resolved_at)
      select s.idempotency_key, s.request_hash, s.currency, s.type, 'posted', s.amount, s.debit_account_id,
        s.credit_account_id, s.reference_type, s.reference_id, now()
      from ${SET} s order by s.ord
      ${onConflict}
      returning id, debit_account_id, credit_account_id, amount, currency, type, resolved_at
    ),
    kept as (insert into ${NEW} select * from ins returning 1)
    select count(*)::text as n from kept`
  const inserted = async (db: Tx, onConflict: SQL) => {
    const [row] = await queryRows<{ n: string }>(db, insert(onConflict))
    return Number(row?.n ?? 0)
  }
  try {
    return await tx.transaction((savepoint) => inserted(savepoint, sql``))
  } catch (error) {
    if (!isConstraintViolation(error, 'ledger_transfers_idempotency_key_unique')) throw error
    return inserted(tx, sql`on conflict (idempotency_key) do nothing`)
  }
}

/** Creates the accounts the set's lookup did not find and fills in their ids. */
async function ensureAccounts(tx: Tx): Promise<void> {
  // Only the missing ones reach the insert; ON CONFLICT stays for an account a concurrent transaction creates.
  await tx.execute(sql`insert into ledger_accounts (kind, member_id, purpose, currency)
    select 'member', m.member_id, m.purpose, m.currency from (
      select from_member_id as member_id, coalesce(from_purpose, 'available') as purpose, currency from ${SET}
      where from_member_id is not null and debit_account_id is null
      union
      select to_member_id, coalesce(to_purpose, 'available'), currency from ${SET}
      where to_member_id is not null and credit_account_id is null
    ) m
    where not exists (select 1 from ledger_accounts a where a.member_id = m.member_id and a.currency = m.currency
      and a.purpose = m.purpose)
    order by m.member_id, m.purpose, m.currency
    on conflict do nothing`)
  const negative = [...systemAccountsAllowedNegative]
  await tx.execute(sql`insert into ledger_accounts (kind, system_code, currency, allow_negative)
    select 'system', system_code, currency, system_code = any(${`{${negative.join(',')}}`}::text[]) from (
      select from_system_code as system_code, currency from ${SET}
      where from_system_code is not null and debit_account_id is null
      union
      select to_system_code, currency from ${SET} where to_system_code is not null and credit_account_id is null
    ) m order by system_code, currency
    on conflict do nothing`)
  const accountOf = (side: 'from' | 'to') =>
    sql.raw(`coalesce((select a.id from ledger_accounts a where a.member_id = s.${side}_member_id
      and a.currency = s.currency and a.purpose = coalesce(s.${side}_purpose, 'available')),
      (select a.id from ledger_accounts a where a.system_code = s.${side}_system_code and a.currency = s.currency))`)
  await tx.execute(sql`update ${SET} s set debit_account_id = coalesce(s.debit_account_id, ${accountOf('from')}),
      credit_account_id = coalesce(s.credit_account_id, ${accountOf('to')})
    where s.debit_account_id is null or s.credit_account_id is null`)
}

/**
 * Locks the touched accounts in id order (as every posting does, so that no two postings wait on each
 * other in a cycle), moves the balances by aggregate in one statement, appends the entries and checks
 * every running balance. The lock is its own statement, so that the update may join as the planner likes.
 */
async function moveBalances(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table ledger_transfer_set_delta (account_id bigint, delta numeric(78, 0),
    debits numeric(78, 0), entries bigint) on commit drop`)
  await tx.execute(sql`insert into ${DELTA} select account_id, sum(amount),
      coalesce(sum(amount) filter (where amount < 0), 0), count(*)
    from (
      select debit_account_id as account_id, -amount as amount from ${NEW}
      union all select credit_account_id, amount from ${NEW}
    ) d group by account_id`)
  await tx.execute(sql`analyze ${DELTA}`)
  // Rows are locked as they leave the sort: in ascending id.
  await tx.execute(sql`select a.id from ledger_accounts a where a.id in (select account_id from ${DELTA})
    order by a.id for no key update of a`)
  // An account's running balance never falls below its balance before the set plus all of its debits in
  // the set: only an account where that sum is below its pending debits can overdraw on the way.
  await tx.execute(sql`create temp table ledger_transfer_set_before (account_id bigint, balance_before numeric(78, 0),
    pending_debits numeric(78, 0), may_overdraw boolean, entries bigint) on commit drop`)
  const [mayOverdraw] = await queryRows<{ n: string }>(
    tx,
    sql`with moved as (
        update ledger_accounts a set balance = a.balance + d.delta, updated_at = now()
        from ${DELTA} d where a.id = d.account_id
        returning a.id, a.balance - d.delta as balance_before, a.pending_debits,
          not a.allow_negative and a.balance - d.delta + d.debits - a.pending_debits < 0 as may_overdraw,
          d.entries
      ),
      kept as (insert into ${BEFORE} select * from moved returning may_overdraw)
      select count(*) filter (where may_overdraw)::text as n from kept`,
  )
  await tx.execute(sql`analyze ${BEFORE}`)
  if (Number(mayOverdraw?.n ?? 0) > 0) await refuseOverdrafts(tx)
  // Checked above, the entries go in without returning a row each (1.7 million on a settlement day). The
  // running balances are summed per account only where an account has more than one entry in the set;
  // an account's only entry leaves it at its balance before plus that entry (on a settlement day the
  // members' ~730,000 such entries then skip the window's sort: 0.7 s).
  const entries = sql`(
      select id as transfer_id, debit_account_id as account_id, currency, type, -amount as amount, posted_at from ${NEW}
      union all
      select id, credit_account_id, currency, type, amount, posted_at from ${NEW}
    )`
  await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
    select e.transfer_id, e.account_id, e.currency, e.type, e.amount, e.balance_after, e.posted_at from (
      select e.transfer_id, e.account_id, e.currency, e.type, e.amount,
        b.balance_before + sum(e.amount) over (partition by e.account_id order by e.transfer_id, e.amount
          rows between unbounded preceding and current row) as balance_after, e.posted_at
      from ${entries} e join ${BEFORE} b on b.account_id = e.account_id and b.entries > 1
      union all
      select e.transfer_id, e.account_id, e.currency, e.type, e.amount, b.balance_before + e.amount, e.posted_at
      from ${entries} e join ${BEFORE} b on b.account_id = e.account_id and b.entries = 1
    ) e
    order by e.transfer_id, e.amount`)
}

/** Refuses the set when a running balance of an account that may overdraw falls below its pending debits. */
async function refuseOverdrafts(tx: Tx): Promise<void> {
  const [overdrawn] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from (
      select b.balance_before + sum(e.amount) over (partition by e.account_id order by e.transfer_id, e.amount
          rows between unbounded preceding and current row) - b.pending_debits as headroom
      from (
        select id as transfer_id, debit_account_id as account_id, -amount as amount from ${NEW}
        union all
        select id, credit_account_id, amount from ${NEW}
      ) e join ${BEFORE} b on b.account_id = e.account_id and b.may_overdraw
    ) r where r.headroom < 0`,
  )
  if (Number(overdrawn?.n ?? 0) > 0) throw invalidInput('insufficientBalance')
}
