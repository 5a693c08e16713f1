/**
 * The club's daily settlement on PostgreSQL at 1,000,000 members and 2,000,000 orders: a seeded random
 * referral tree (each member invited by a uniformly random earlier one, the root also inviting the first
 * 1,000), 0, 2 or 3 orders per member (2,000,000 in all) activated over the last 200 business days,
 * with static and dynamic income accrued by age (~16% already completed at the static cap), every earlier invitee's first
 * order already rewarded (today's ~10,000 activations are granted), club_member_stats as the order
 * paths maintain it and every order holder's claimable account already open (a steady-state day).
 * Seeding is set-based (50,000-row unnest inserts); then two consecutive days are settled (the first
 * touches every row for the first time, the second is the steady state) with the time of each step
 * (wall, and the settling PostgreSQL backend's CPU: the machine is shared) and the total, with the load
 * average. Target: < 60 s. Run: npx tsx bench/club-settlement.ts
 * BENCH_KEEP_DATABASE=1 keeps the seeded database (unsettled) and prints its URL; BENCH_DATABASE_URL=<that
 * URL> settles a copy of it (CREATE DATABASE … TEMPLATE, then the migrations added since) instead of seeding.
 * BENCH_EXPLAIN_MS=<ms> logs the plan (EXPLAIN ANALYZE, BUFFERS) of every settlement statement taking longer
 * to the server's log with the WAL it wrote (auto_explain; the timings then include its instrumentation).
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { mulberry32 } from '@vita/shared/prng'
import {
  businessDay,
  childPath,
  communityNumberFor,
  ensureSystemAccounts,
  postTransfer,
  queryRows,
  settleClubDay,
  type SettlementStep,
  type Tx,
} from '@vita/api/bench'
import { type BenchDatabase, createBenchDatabase } from './freshDatabase'
import { postgresTicks } from './postgresCpu'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000)
const SEED = Number(process.env.BENCH_SEED ?? 20_261_123)
const UNIT = 10n ** 18n
const ORDER = 224n * UNIT
const TIME_ZONE = 'Asia/Shanghai'
const BATCH = 50_000
const EXPLAIN_MS = process.env.BENCH_EXPLAIN_MS

/** 0, 2, 2, 3, 3 orders by id mod 5: 2 per member on average. */
const ordersOf = (id: number) => [0, 2, 2, 3, 3][id % 5] ?? 0

type Tree = { referrer: Int32Array; depth: Int32Array; path: string[] }

function buildTree(): Tree {
  const random = mulberry32(SEED)
  const referrer = new Int32Array(MEMBERS + 1)
  const depth = new Int32Array(MEMBERS + 1)
  const path: string[] = new Array(MEMBERS + 1)
  path[1] = childPath(null, 1)
  for (let id = 2; id <= MEMBERS; id++) {
    const parent = id <= 1_001 ? 1 : 1 + Math.floor(random() * (id - 1))
    referrer[id] = parent
    depth[id] = (depth[parent] ?? 0) + 1
    path[id] = childPath(path[parent] ?? null, id)
  }
  return { referrer, depth, path }
}

/** Team performance (orders of the downline, in whole orders) and directs with an order, bottom-up. */
function teamFigures(tree: Tree) {
  const teamOrders = new Float64Array(MEMBERS + 1)
  const directsWithOrder = new Int32Array(MEMBERS + 1)
  for (let id = MEMBERS; id >= 2; id--) {
    const parent = tree.referrer[id] ?? 0
    teamOrders[parent] = (teamOrders[parent] ?? 0) + (teamOrders[id] ?? 0) + ordersOf(id)
    if (ordersOf(id) > 0) directsWithOrder[parent] = (directsWithOrder[parent] ?? 0) + 1
  }
  return { teamOrders, directsWithOrder }
}

const batches = (from: number, to: number) =>
  Array.from({ length: Math.ceil((to - from + 1) / BATCH) }, (_, i) => {
    const start = from + i * BATCH
    return Array.from({ length: Math.min(BATCH, to - start + 1) }, (_, k) => start + k)
  })

async function seed(url: string, tree: Tree, today: string) {
  const { teamOrders, directsWithOrder } = teamFigures(tree)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    for (const ids of batches(1, MEMBERS))
      await client.query(
        `insert into members (id, uuid, address, community_number, invite_code, referrer_id, path, depth, level, joined_at)
         select id, gen_random_uuid(), '0x' || lpad(to_hex(id), 40, '0'), cn, 'B' || upper(to_hex(id)), nullif(ref, 0),
           path, depth, 0, timestamptz '2025-01-01' + id * interval '20 seconds'
         from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::int[]) as t(id, cn, ref, path, depth)`,
        [
          ids,
          ids.map(communityNumberFor),
          ids.map((id) => tree.referrer[id] ?? 0),
          ids.map((id) => tree.path[id]),
          ids.map((id) => tree.depth[id] ?? 0),
        ],
      )
    await client.query(`select setval('members_id_seq', $1)`, [MEMBERS])
    // Orders: the k-th order of member m activated (m * 7 + k * 31) mod 200 days ago; income by age (static
    // 0.6%, dynamic 0.3% of the amount per day), capped: from 167 days on completed at the static cap.
    await client.query(
      `insert into club_orders (member_id, status, amount, shares, activation_day, static_earned, dynamic_earned,
         invite_reward_to, node_inflow_day)
       select m.id, case when age >= 167 then 'completed' else 'active' end, $1::numeric, 1, $2::date - age,
         least($1::numeric, div($1::numeric * 6 * age, 1000)), div($1::numeric * 3 * age, 1000),
         case when k = 1 and age > 0 then m.referrer_id end,
         -- Earlier days' orders were counted by their days' node rewards (club-rules §7).
         case when age > 0 then $2::date - age end
       from members m cross join lateral generate_series(1, (array[0, 2, 2, 3, 3])[m.id % 5 + 1]) k
       cross join lateral (select ((m.id * 7 + k * 31) % 200)::int as age) a`,
      [ORDER.toString(), today],
    )
    for (const ids of batches(1, MEMBERS))
      await client.query(
        `insert into club_member_stats (member_id, own_orders, own_volume, team_performance, directs_with_order)
         select id, own, own * $5::numeric, team * $5::numeric, dwo
         from unnest($1::bigint[], $2::int[], $3::numeric[], $4::int[]) as t(id, own, team, dwo)`,
        [
          ids,
          ids.map(ordersOf),
          ids.map((id) => teamOrders[id] ?? 0),
          ids.map((id) => directsWithOrder[id] ?? 0),
          ORDER.toString(),
        ],
      )
    await client.query(
      `insert into ledger_accounts (kind, member_id, purpose, currency)
       select 'member', m.id, 'claimable', 'USDT' from members m
       where m.id % 5 <> 0 or exists (select 1 from members c where c.referrer_id = m.id)`,
    )
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/**
 * CPU seconds of the one PostgreSQL backend running the settlement, read from /proc when the server is
 * local (null otherwise): the machine is shared, and the backend's CPU depends much less on the load
 * than the wall time does.
 */
function backendCpu() {
  let pid: number | undefined
  return {
    async attach(tx: Tx) {
      if (pid !== undefined) return
      const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
      pid = row?.pid
    },
    seconds(): number | null {
      const ticks = pid === undefined ? undefined : postgresTicks().get(pid)
      return ticks === undefined ? null : ticks / 100
    },
  }
}

/** The server's WAL insert position in bytes (every database's WAL: on a shared server, others' too). */
async function walPosition(tx: Tx): Promise<bigint> {
  const [row] = await queryRows<{ lsn: string }>(
    tx,
    sql`select (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::text as lsn`,
  )
  return BigInt(row?.lsn ?? '0')
}

/** auto_explain for the rest of the settlement's transaction: plans with actual rows, timings, buffers and WAL. */
async function explainSlowStatements(tx: Tx, ms: number) {
  await tx.execute(sql`load 'auto_explain'`)
  for (const [name, value] of [
    ['log_min_duration', String(Math.trunc(ms))],
    ['log_analyze', 'on'],
    ['log_buffers', 'on'],
    ['log_wal', 'on'],
    ['log_nested_statements', 'on'],
  ])
    await tx.execute(sql`select set_config(${`auto_explain.${name}`}, ${value}, true)`)
}

async function settleAndPrint(database: BenchDatabase, day: string, label: string) {
  const times: [SettlementStep, number, number | null, number][] = []
  const cpu = backendCpu()
  let walLast: bigint | null = null
  const loadBefore = loadavg()[0] ?? 0
  const start = performance.now()
  let last = start
  let cpuStart: number | null = null
  let cpuLast: number | null = null
  const result = await settleClubDay(database.db, {
    day,
    afterStep: async (step, tx) => {
      const now = performance.now()
      if (EXPLAIN_MS !== undefined && step === 'claimDay') await explainSlowStatements(tx, Number(EXPLAIN_MS))
      await cpu.attach(tx)
      const cpuNow = cpu.seconds()
      cpuStart ??= cpuNow
      const wal = await walPosition(tx)
      times.push([
        step,
        now - last,
        cpuNow !== null && cpuLast !== null ? cpuNow - cpuLast : null,
        walLast === null ? 0 : Number(wal - walLast) / 2 ** 20,
      ])
      walLast = wal
      cpuLast = cpuNow
      last = performance.now()
    },
  })
  const total = performance.now() - start
  const cpuTotal = cpu.seconds()
  console.log(`${label} (wall s, this backend's CPU s, WAL MiB written by the server meanwhile):`)
  for (const [step, ms, cpuSeconds, walMiB] of times)
    console.log(
      `  ${step.padEnd(18)} ${(ms / 1000).toFixed(2).padStart(7)} ${cpuSeconds?.toFixed(2).padStart(7) ?? '       '} ${walMiB.toFixed(0).padStart(6)}`,
    )
  console.log(`  ${'commit'.padEnd(18)} ${((performance.now() - last) / 1000).toFixed(2).padStart(7)}`)
  if (result.kind !== 'settled') throw new Error(`expected a settled day, got ${result.kind}`)
  const cpuText =
    cpuTotal !== null && cpuStart !== null
      ? `, backend CPU ${(cpuTotal - cpuStart).toFixed(1)} s after claimDay`
      : ''
  console.log(
    `club settlement of ${day}: ${(total / 1000).toFixed(1)} s (target < 60 s${cpuText}; load average ` +
      `${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after); static paid to ${result.static.membersPaid} members, ` +
      `dynamic to ${result.dynamic.membersPaid} of ${result.dynamic.qualifiedUserCount} qualified, ${result.invites.granted} invite rewards, ` +
      `${result.levelChanges} level changes, ${result.statusChanges.map((c) => `${c.orders} ${c.from}→${c.to}`).join(', ') || 'no status changes'}`,
  )
}

/** A migrated copy of the seeded database at `seeded`, dropped by `drop()`. */
const copyOf = (seeded: string) =>
  createBenchDatabase('vita_bench_settle_copy', 4, new URL(seeded).pathname.slice(1))

async function seeded(today: string): Promise<BenchDatabase> {
  const reuse = process.env.BENCH_DATABASE_URL
  if (reuse) return copyOf(reuse)
  const database = await createBenchDatabase('vita_bench_settle', 4)
  const t0 = performance.now()
  await seed(database.url, buildTree(), today)
  await ensureSystemAccounts(database.db)
  const pools = {
    static_dividend_pool: 60_000_000n,
    dynamic_pool: 40_000_000n,
    fee_pool: 2_000_000n,
  } as const
  for (const [pool, amount] of Object.entries(pools))
    await postTransfer(database.db, {
      idempotencyKey: `bench:${pool}`,
      currency: 'USDT',
      type: 'income',
      amount: amount * UNIT,
      from: { systemCode: 'chain_deposits' },
      to: { systemCode: pool as keyof typeof pools },
    })
  await database.db.execute(sql`vacuum analyze`)
  const [counts] = await queryRows<{ members: string; orders: string }>(
    database.db,
    sql`select (select count(*) from members)::text as members, (select count(*) from club_orders)::text as orders`,
  )
  console.log(
    `seeded ${counts?.members} members, ${counts?.orders} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  if (!process.env.BENCH_KEEP_DATABASE) return database
  console.log(`kept: BENCH_DATABASE_URL=${database.url}`)
  await database.close()
  return copyOf(database.url)
}

async function main() {
  const today = businessDay(new Date(), TIME_ZONE)
  const database = await seeded(today)
  // The server's memory and checkpoint settings decide much of a day's WAL cost: say which were in force
  // (production runs with shared_buffers of a few GB and max_wal_size large enough that no checkpoint
  // falls inside a settlement; docs/benchmarks.md says how the numbers were taken).
  const [server] = await queryRows<{ shared_buffers: string; max_wal_size: string; version: string }>(
    database.db,
    sql`select current_setting('shared_buffers') as shared_buffers, current_setting('max_wal_size') as max_wal_size,
      current_setting('server_version') as version`,
  )
  console.log(
    `PostgreSQL ${server?.version}: shared_buffers ${server?.shared_buffers}, max_wal_size ${server?.max_wal_size}`,
  )
  try {
    // The first settlement updates every order and account row for the first time (full pages, no
    // HOT updates); every later day updates rows settled the day before: both are printed.
    await settleAndPrint(database, dayBefore(today), 'first day (cold pages)')
    // A day passes between two settlements: autovacuum has cleaned up after the first by then.
    await database.db.execute(sql`vacuum analyze`)
    await settleAndPrint(database, today, 'steady state (the next day)')
  } finally {
    await database.drop()
  }
}

await main()
