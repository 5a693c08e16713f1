/**
 * Bill-log page latency on PostgreSQL with 1,000,000 ledger entries: 500,000 posted transfers from
 * operator_adjustments to 1,000 members (member 1 receives a fifth of them: 100,000 entries), bulk
 * inserted in SQL. Then 1,000 timed `listAccountEntries` calls each for: member 1's first page, a deep
 * page (a random cursor anywhere in its history), a first page filtered by bill type and currency, and
 * a deep page of the 500,000-entry system account. Target: p99 < 20 ms. Run: npx tsx bench/bill-log.ts
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import {
  billTypes,
  createLedger,
  insertTestMembers,
  memberIdRange,
  type ListAccountEntriesParameters,
} from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'

const TRANSFERS = 500_000
const MEMBERS = 1_000
const RUNS = 1_000

const database = await createBenchDatabase('vita_bench_billlog', 4)
try {
  const { db } = database
  const ledger = createLedger(db)
  await ledger.ensureSystemAccounts()
  await insertTestMembers(db, memberIdRange(1, MEMBERS))
  const t0 = performance.now()
  // Bulk load in one transaction with triggers (the foreign-key checks) off, as a restore would do:
  // the rows are consistent by construction and row-by-row checks would dominate the seeding time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    const typeList = sql.raw(`array[${billTypes.map((t) => `'${t}'`).join(', ')}]`)
    await tx.execute(sql`insert into ledger_accounts (kind, member_id, currency)
    select 'member', m, c from generate_series(1, ${MEMBERS}) m, unnest(array['USDT', 'DPINE']) c`)
    await tx.execute(sql`insert into ledger_transfers (idempotency_key, request_hash, currency, type, status, amount,
      debit_account_id, credit_account_id, reference_type, reference_id, resolved_at, created_at)
    select 'bulk-' || g, 'bulk', x.currency, (${typeList})[1 + g % 9], 'posted', 1 + g % 1000,
      (select id from ledger_accounts where system_code = 'operator_adjustments' and currency = x.currency),
      (select id from ledger_accounts where member_id = x.member and currency = x.currency),
      'bench', g::text, now() - (${TRANSFERS} - g) * interval '1 second', now() - (${TRANSFERS} - g) * interval '1 second'
    from generate_series(1, ${TRANSFERS}) g
    cross join lateral (select case when g % 4 = 0 then 'DPINE' else 'USDT' end as currency,
      case when g % 5 = 0 then 1 else 2 + g % ${MEMBERS - 1} end as member) x`)
    await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
    select t.id, v.account_id, t.currency, t.type, v.amount,
      sum(v.amount) over (partition by v.account_id order by t.id), t.created_at
    from ledger_transfers t
    cross join lateral (values (t.debit_account_id, -t.amount, 0), (t.credit_account_id, t.amount, 1)) v(account_id, amount, side)
    order by t.id, v.side`)
    await tx.execute(sql`update ledger_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_entries group by account_id) s where a.id = s.account_id`)
  })
  await db.execute(sql`analyze`)
  const [{ entries } = { entries: '?' }] = (
    (await db.execute(sql`select count(*)::text as entries from ledger_entries`)) as unknown as {
      rows: { entries: string }[]
    }
  ).rows
  console.log(`seeded ${entries} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`)

  const [{ min, max } = { min: '0', max: '0' }] = (
    (await db.execute(sql`select min(e.id)::text as min, max(e.id)::text as max from ledger_entries e
      join ledger_accounts a on a.id = e.account_id where a.member_id = 1`)) as unknown as {
      rows: { min: string; max: string }[]
    }
  ).rows
  const randomCursor = (low: number, high: number) => String(low + Math.floor(Math.random() * (high - low)))
  const member1 = { memberId: 1 }
  const scenarios: [string, () => ListAccountEntriesParameters][] = [
    ['first page', () => ({ owner: member1 })],
    ['deep page', () => ({ owner: member1, cursor: randomCursor(Number(min), Number(max)) })],
    ['type + currency filter', () => ({ owner: member1, currency: 'USDT', type: 'team_dividend' })],
    [
      'system account deep page',
      () => ({ owner: { systemCode: 'operator_adjustments' }, cursor: randomCursor(1, 2 * TRANSFERS) }),
    ],
  ]
  const all: number[] = []
  for (const [label, parameters] of scenarios) {
    for (let i = 0; i < 20; i++) await ledger.listAccountEntries(parameters())
    const samples: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      const page = await ledger.listAccountEntries(parameters())
      samples.push(performance.now() - start)
      if (page.entries.length === 0) throw new Error(`${label}: empty page`)
    }
    all.push(...samples)
    console.log(
      `bill-log ${label}: p50 ${percentile(samples, 0.5).toFixed(2)} ms  p99 ${percentile(samples, 0.99).toFixed(2)} ms`,
    )
  }
  console.log(
    `bill-log page latency (all ${all.length}): p50 ${percentile(all, 0.5).toFixed(2)} ms  p99 ${percentile(all, 0.99).toFixed(2)} ms`,
  )
} finally {
  await database.drop()
}
