/**
 * A day's liabilities snapshot (modules/solvency/snapshotLiabilities.ts, docs/adr/008-solvency-snapshots.md)
 * on PostgreSQL at BENCH_MEMBERS members (default 1,000,000): every member with a UUID and, by id, an
 * available USDT balance (4 in 5), an available DPINE balance (1 in 2) and a claimable USDT one (1 in 5),
 * seeded set-based. Then the snapshot as the job takes it: one REPEATABLE READ transaction reading every
 * member's balances in id order, each member's salt and commitment, the chunks' records, the levels
 * above them, and the day's row and chunks written. Prints its wall time, this process's CPU and peak
 * RSS, the chunks' size on disk, and p50/p99 of one member's proof from the stored day
 * (memberSolvencyProof, after the first, which builds the levels above the chunks once).
 * Targets: the snapshot < 30 s and < 1 GiB; a proof < 5 ms. Run: npx tsx bench/solvency-snapshot.ts
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { mulberry32, randomInt } from '@vita/shared/prng'
import {
  childPath,
  communityNumberFor,
  memberSolvencyProof,
  queryRows,
  snapshotLiabilities,
} from '@vita/api/bench'
import { createBenchDatabase } from './freshDatabase'
import { percentile } from './percentile'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000)
const PROOFS = Number(process.env.BENCH_PROOFS ?? 500)
const SEED = Number(process.env.BENCH_SEED ?? 20_261_130)
const DAY = '2026-11-29'
const SALT_KEY = 'bench-solvency-salt-key-bench-solvency-salt-key'
const BATCH = 50_000

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    for (let from = 1; from <= MEMBERS; from += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, MEMBERS - from + 1) }, (_, k) => from + k)
      await client.query(
        `insert into members (id, uuid, address, community_number, invite_code, referrer_id, path, depth, level, joined_at)
         select id, gen_random_uuid(), '0x' || lpad(to_hex(id), 40, '0'), cn, 'S' || upper(to_hex(id)), null, path, 0, 0,
           timestamptz '2025-01-01' + id * interval '20 seconds'
         from unnest($1::bigint[], $2::text[], $3::text[]) as t(id, cn, path)`,
        [ids, ids.map(communityNumberFor), ids.map((id) => childPath(null, id))],
      )
    }
    await client.query(`select setval('members_id_seq', $1)`, [MEMBERS])
    // Balances by id: spread over 0.001 to ~1,000,000 tokens (18 decimals), as whole base units.
    const accounts = [
      { purpose: 'available', currency: 'USDT', every: 'm % 5 <> 0', factor: 7_919 },
      { purpose: 'available', currency: 'DPINE', every: 'm % 2 = 0', factor: 104_729 },
      { purpose: 'claimable', currency: 'USDT', every: 'm % 5 = 1', factor: 1_299_709 },
    ]
    for (const { purpose, currency, every, factor } of accounts)
      await client.query(
        `insert into ledger_accounts (kind, member_id, purpose, currency, balance)
         select 'member', m, $1, $2, ((m::numeric * $3) % 1000000007) * 1000000000000000
         from generate_series(1, $4::bigint) m where ${every}`,
        [purpose, currency, factor, MEMBERS],
      )
    await client.query('commit')
    await client.query('vacuum analyze members')
    await client.query('vacuum analyze ledger_accounts')
  } finally {
    await client.end()
  }
}

const database = await createBenchDatabase('bench_solvency', 4)
try {
  const seeding = performance.now()
  await seed(database.url)
  console.log(`seeded ${MEMBERS} members and their accounts in ${seconds(performance.now() - seeding)}`)

  const loadBefore = loadavg()[0] ?? 0
  const cpu = process.cpuUsage()
  const begun = performance.now()
  const taken = await snapshotLiabilities(database.db, {
    day: DAY,
    currencies: ['USDT', 'DPINE'],
    saltKey: SALT_KEY,
  })
  const took = performance.now() - begun
  const { user, system } = process.cpuUsage(cpu)
  if (taken.kind !== 'taken') throw new Error('the day was taken already')
  const [size] = await queryRows<{ bytes: string }>(
    database.db,
    sql`select pg_total_relation_size('solvency_chunks')::text as bytes`,
  )

  const random = mulberry32(SEED)
  const samples: number[] = []
  for (let run = 0; run < PROOFS + 20; run += 1) {
    const memberId = randomInt(random, 1, MEMBERS)
    const started = performance.now()
    await memberSolvencyProof(database.db, { day: DAY, memberId, saltKey: SALT_KEY })
    if (run >= 20) samples.push(performance.now() - started) // the first builds the levels above the chunks
  }

  console.log(
    `solvency snapshot, ${MEMBERS} members on PostgreSQL (load ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after)`,
  )
  console.log(
    `  the snapshot (read, commit, hash, store): ${seconds(took)} (this process's CPU ${seconds((user + system) / 1000)}), ` +
      `peak RSS ${mib(process.resourceUsage().maxRSS * 1024)} (targets < 30 s, < 1 GiB)`,
  )
  console.log(
    `  root ${taken.root}, totals ${taken.totals.join(' / ')}; chunks on disk ${mib(Number(size?.bytes ?? 0))}`,
  )
  console.log(
    `  a member's proof from the stored day: p50 ${percentile(samples, 0.5).toFixed(2)} ms, p99 ${percentile(samples, 0.99).toFixed(2)} ms (${PROOFS} members, target < 5 ms)`,
  )
} finally {
  await database.drop()
}
