/**
 * The daily settlement's node rewards (club-rules §7) on PostgreSQL at 100,000 nodes: 400,000 members in
 * a four-ary referral tree (member m invited by (m + 2) / 4), each holding one 672 USDT order, ~1% of
 * them activated today and ~1% tomorrow with their chain logs (each day's fee-pool inflow);
 * club_member_stats as the order paths maintain it. A first day is settled to give every member its
 * level (V1 for every member with three or more directs); then members 1…100,000 hold a node of the
 * tier their level allows, ~3% a tier above it, ~3% short of stake and ~2% closing (max ranks raised
 * through the rules), their available accounts already open. Two node days are settled: the first
 * credits those accounts for the first time, the second (after a vacuum, as a day passes) is the steady
 * state. Seeding is set-based SQL. Prints the node step's time and the whole day's.
 * Run: npx tsx bench/club-nodes.ts (BENCH_MEMBERS, BENCH_NODES)
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { DEFAULT_CLUB_RULES, formatAmount, NODE_LEVELS } from '@vita/shared'
import {
  businessDay,
  changeClubRules,
  ensureSystemAccounts,
  postTransfer,
  queryRows,
  saveClubRules,
  settleClubDay,
  type SettledClubDay,
  type SettlementStep,
} from '@vita/api/bench'
import { createBenchDatabase, type BenchDatabase } from './freshDatabase'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400_000)
const NODES = Math.min(MEMBERS, Number(process.env.BENCH_NODES ?? 100_000))
const UNIT = 10n ** 18n
const ORDER = 672n * UNIT
const TIME_ZONE = 'Asia/Shanghai'

/** pathSegment of members/referralPath.ts in SQL: the base-36 id behind its length (one base-36 digit). */
const PATH_SEGMENT = `create function pg_temp.path_segment(id bigint) returns text language sql immutable as $$
  select substr(a, length(s) + 1, 1) || s from (
    select '0123456789abcdefghijklmnopqrstuvwxyz' as a,
      coalesce(nullif(ltrim(string_agg(substr('0123456789abcdefghijklmnopqrstuvwxyz', ((id / (36::numeric ^ k)::bigint) % 36)::int + 1, 1), '' order by k desc), '0'), ''), '0') as s
    from generate_series(0, 12) k
  ) x $$`

/** The tree level by level (a member's referrer is inserted before it), orders, their logs and the stats. */
async function seedClub(url: string, today: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    await client.query(PATH_SEGMENT)
    const member = (where: string) => `insert into members (id, uuid, address, community_number, invite_code,
        referrer_id, path, depth, level, joined_at)
      select g.id, gen_random_uuid(), '0x' || lpad(to_hex(g.id), 40, '0'), 'C' || lpad(g.id::text, 6, '0'),
        'N' || upper(to_hex(g.id)), p.id, coalesce(p.path, '/') || pg_temp.path_segment(g.id) || '/',
        coalesce(p.depth + 1, 0), 0, timestamptz '2025-01-01' + g.id * interval '20 seconds'
      from generate_series($1::bigint, $2::bigint) g(id) left join members p on ${where}`
    await client.query(member('false'), [1, 1])
    for (let from = 2, to = 5; from <= MEMBERS; from = to + 1, to = 4 * to + 1)
      await client.query(member('p.id = (g.id + 2) / 4'), [from, Math.min(to, MEMBERS)])
    await client.query(`select setval('members_id_seq', $1)`, [MEMBERS])
    // One order each, activated (m mod 200) + 1 days ago and counted then, today (m mod 100 = 7) or tomorrow (8).
    await client.query(
      `insert into club_orders (member_id, status, amount, shares, activation_day, node_inflow_day, invite_reward_to)
       select m.id, 'active', $1::numeric, 3, $2::date - a.age, case when a.age > 0 then $2::date - a.age end,
         case when a.age > 0 then m.referrer_id end
       from members m cross join lateral (select (case m.id % 100 when 7 then 0 when 8 then -1
         else m.id % 200 + 1 end)::int as age) a
       order by a.age desc, m.id`,
      [ORDER.toString(), today],
    )
    await client.query(
      `insert into club_chain_orders (chain_id, tx_hash, log_index, block_number, block_hash, block_time, order_id,
         status, buyer, referrer, amount, dpine_returned, price, to_static_pool, to_central_bank, to_fee_pool)
       select 56, '0x' || lpad(to_hex(o.id), 64, '0'), 0, 1000 + o.id, '0x' || lpad(to_hex(o.id), 64, 'b'), now(), o.id,
         'confirmed', '0x' || lpad(to_hex(o.member_id), 40, '0'), '0x', o.amount, 0, 0, o.amount * 15 / 100,
         o.amount * 80 / 100, o.amount * 5 / 100
       from club_orders o where o.activation_day >= $1::date`,
      [today],
    )
    await client.query(
      `update club_orders o set chain_id = 56, tx_hash = '0x' || lpad(to_hex(o.id), 64, '0'),
        log_index = 0, block_number = 1000 + o.id, block_hash = '0x' || lpad(to_hex(o.id), 64, 'b')
      where o.activation_day >= $1::date`,
      [today],
    )
    // The f-th ancestor of m is (m + 2(4^f − 1)/3) / 4^f: every member counted once in each ancestor's team.
    await client.query(
      `insert into club_member_stats (member_id, own_orders, own_volume, team_performance, direct_count,
         directs_with_order, team_size, synced)
       select m.id, 1, $1::numeric, coalesce(t.size, 0) * $1::numeric, d.n, d.n, coalesce(t.size, 0), true
       from members m
       cross join lateral (select count(*)::int as n from generate_series(4 * m.id - 2, least(4 * m.id + 1, $2)) c) d
       left join (
         select (m.id + 2 * (power(4, f)::bigint - 1) / 3) / power(4, f)::bigint as ancestor, count(*) as size
         from members m cross join generate_series(1, 12) f group by 1
       ) t on t.ancestor = m.id`,
      [ORDER.toString(), MEMBERS],
    )
    await client.query(`insert into ledger_accounts (kind, member_id, purpose, currency)
      select 'member', m.id, p.purpose, 'USDT' from members m
      cross join (values ('claimable'), ('available')) p(purpose)
      where p.purpose = 'claimable' or m.id <= ${NODES}`)
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

/** Tier by the holder's level (V1 bronze … V5 super diamond, alternating where two fit), some a tier too high. */
async function seedNodes(database: BenchDatabase, openedDay: string) {
  const level = (index: string) => `(array[${NODE_LEVELS.map((l) => `'${l}'`).join(',')}])[${index}]`
  await database.db.execute(
    sql.raw(`insert into club_nodes (member_id, type, level, status, stake, opened_day)
      select m.id, x.type, x.level, case when m.id % 50 = 0 then 'closing' else 'open' end,
        x.stake - case when m.id % 31 = 0 then 1 else 0 end, '${openedDay}'::date
      from members m
      cross join lateral (select least(5, greatest(1, m.level) + case when m.id % 33 = 0 then 1 else 0 end) as want) w
      cross join lateral (
        select case when w.want >= 5 or (w.want >= 3 and m.id % 2 = 0) then 'super' else 'normal' end as type,
          case when w.want >= 5 then ${level('4 + m.id % 2')} when w.want >= 3 and m.id % 2 = 0 then ${level('w.want - 2')}
            when w.want = 1 then 'bronze' when w.want = 2 then ${level('2 + m.id % 2')} else ${level('w.want + 1')} end as level
      ) t
      cross join lateral (select t.type, t.level, r.stake from (values ${DEFAULT_CLUB_RULES.nodes.tiers
        .map((tier) => `('${tier.type}', '${tier.level}', ${tier.stake}::numeric)`)
        .join(', ')}) r(type, level, stake) where r.type = t.type and r.level = t.level) x
      where m.id <= ${NODES}`),
  )
  await database.db.execute(sql`analyze club_nodes`)
}

async function settleTimed(database: BenchDatabase, day: string) {
  const times = new Map<SettlementStep, number>()
  const start = performance.now()
  let last = start
  const result = await settleClubDay(database.db, {
    day,
    afterStep: (step) => {
      times.set(step, performance.now() - last)
      last = performance.now()
    },
  })
  if (result.kind !== 'settled') throw new Error(`expected ${day} settled, got ${result.kind}`)
  return { result, times, total: performance.now() - start }
}

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(2)} s`

function print(label: string, { result, times, total }: Awaited<ReturnType<typeof settleTimed>>) {
  const n: SettledClubDay['nodes'] = result.nodes
  console.log(`${label} ${result.day}: ${seconds(total)} in all (target < 60 s at 1M members)`)
  console.log(`  steps: ${[...times].map(([step, ms]) => `${step} ${seconds(ms)}`).join(', ')}`)
  console.log(
    `  node step ${seconds(times.get('nodeRewards'))}: ${n.nodes} nodes, ${n.activeNodes} active ` +
      `(inactive: ${n.inactive.closing} closing, ${n.inactive.memberLevel} below their level, ${n.inactive.stake} short of stake), ` +
      `${n.cappedNodes} capped; inflow ${formatAmount(n.feeInflow)} USDT → ${formatAmount(n.rewardAmount)} USDT, paid ${formatAmount(n.paid)} USDT`,
  )
}

async function main() {
  const database = await createBenchDatabase('vita_bench_nodes', 4)
  try {
    const today = businessDay(new Date(), TIME_ZONE)
    const dayFrom = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
    const yesterday = dayFrom(-1)
    const t0 = performance.now()
    await seedClub(database.url, today)
    await ensureSystemAccounts(database.db)
    const [inflow] = await queryRows<{ fee: string }>(
      database.db,
      sql`select sum(to_fee_pool)::text as fee from club_chain_orders`,
    )
    const pools = [
      ['static_dividend_pool', 24_000_000n * UNIT],
      ['dynamic_pool', 16_000_000n * UNIT],
      ['fee_pool', 800_000n * UNIT + BigInt(inflow?.fee ?? '0')],
    ] as const
    for (const [pool, amount] of pools)
      await postTransfer(database.db, {
        idempotencyKey: `bench:${pool}`,
        currency: 'USDT',
        type: 'income',
        amount,
        from: { systemCode: 'chain_deposits' },
        to: { systemCode: pool },
      })
    const raised = changeClubRules(DEFAULT_CLUB_RULES, {
      nodeTiers: { tiers: DEFAULT_CLUB_RULES.nodes.tiers, set: { maxRank: NODES } },
    })
    const saved = await saveClubRules(database.db, raised)
    if (!saved.ok) throw new Error(saved.issues.map((issue) => issue.message).join('; '))
    console.log(`seeded ${MEMBERS} members with an order each in ${seconds(performance.now() - t0)}`)

    print('levels day (no nodes yet)', await settleTimed(database, yesterday))
    await database.db.execute(sql`vacuum analyze`)
    const t1 = performance.now()
    await seedNodes(database, yesterday)
    console.log(`seeded ${NODES} nodes in ${seconds(performance.now() - t1)}`)
    print('first node day', await settleTimed(database, today))
    await database.db.execute(sql`vacuum analyze`)
    print('next node day (steady state)', await settleTimed(database, dayFrom(1)))
  } finally {
    await database.drop()
  }
}

await main()
