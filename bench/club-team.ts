/**
 * GET /app/club/team latency on PostgreSQL with 1,000,000 members: a seeded random referral tree
 * (each member invited by a uniformly random earlier one, the root also inviting the first 1,000:
 * depth ~20), 80% of members holding one active order activated over the last 200 business days
 * (~4,000 activations today, stored in activation order as they are appended in life), and every
 * member's club_member_stats row as the order and settlement paths maintain it. The API runs in a
 * child process; CONNECTIONS keep-alive connections ask for the team screen of the member at the top
 * (the root, a team of everyone), one in the middle (the team closest to 10,000) and one at the bottom
 * (a leaf at the maximum depth). Teams of 1,000 and more are served from the route's 5-second cache
 * after their first read (reads/teamOverviewCache.ts). Target: p99 < 20 ms. Run: npx tsx bench/club-team.ts
 *
 * The floor, at the same concurrency on the same connections: GET /bench/noop (a route the bench adds
 * to the app: no auth, no database, i.e. HTTP + Fastify in one process on this machine's cores, shared
 * with the load generator), GET /bench/authed (the bench's route behind the auth hook alone) and
 * GET /app/club/activation (auth and one row). Every phase prints p50, p99, throughput and the load
 * average at its end; the team screen and the floor are run again at 10 connections. A first, unmeasured
 * round warms the server up (JIT, the large teams' cached answers).
 * BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API process there (node --cpu-prof).
 * BENCH_KEEP_DATABASE=1 keeps the seeded database and prints its URL; BENCH_DATABASE_URL=<that URL>
 * reuses it (the same MEMBERS and SEED) instead of seeding again.
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { mulberry32 } from '@vita/shared/prng'
import { businessDay, childPath, communityNumberFor, createDatabase } from '@vita/api/bench'
import { createBenchDatabase, percentile } from './freshDatabase'
import { answerCpuQueries, cpuPerRequest, loadRunner, mergedRuns, type LoadRun } from './httpLoad'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000)
const SEED = Number(process.env.BENCH_SEED ?? 20_261_123)
const ORDER = (224n * 10n ** 18n).toString()
const TIME_ZONE = 'Asia/Shanghai'
const JWT_SECRET = randomBytes(32).toString('hex')

/** Child: the app on the seeded database, listening on an ephemeral port. */
async function serve(databaseUrl: string) {
  const { buildApp, createServices, createDatabase, loadConfig } = await import('@vita/api')
  const database = await createDatabase({ databaseUrl, maxConnections: 20 })
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: process.env.BENCH_JWT_SECRET,
    PUBLIC_ORIGIN: 'http://localhost:3000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
  })
  const app = await buildApp({ services: createServices(config, database) })
  // The floor: the cheapest answers this app can give, with and without the auth hook.
  const noop = { code: 0, msg: 'ok', data: null }
  app.get('/bench/noop', async () => noop)
  app.get('/bench/authed', { onRequest: app.authenticate }, async (request) => ({
    ...noop,
    data: request.auth?.memberId ?? null,
  }))
  answerCpuQueries(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  process.send?.({ url: `http://127.0.0.1:${address.port}` })
  process.on('message', async (message) => {
    if (message !== 'stop') return
    await app.close()
    await database.close()
    process.exit(0)
  })
}

type Tree = { referrer: Int32Array; depth: Int32Array; path: string[] }

/** The referral tree: ids 1…MEMBERS, 1 the root; children always have larger ids than their referrer. */
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

const hasOrder = (id: number) => id % 5 !== 0

type Figures = { team: bigint[]; size: Int32Array; directs: Int32Array; directsWithOrder: Int32Array }

/** Every member's figures, bottom-up (children have larger ids): what the order paths maintain. */
function teamFigures(tree: Tree): Figures {
  const team = new Array<bigint>(MEMBERS + 1).fill(0n)
  const size = new Int32Array(MEMBERS + 1)
  const directs = new Int32Array(MEMBERS + 1)
  const directsWithOrder = new Int32Array(MEMBERS + 1)
  for (let id = MEMBERS; id >= 2; id--) {
    const parent = tree.referrer[id] ?? 0
    team[parent] = (team[parent] ?? 0n) + (team[id] ?? 0n) + (hasOrder(id) ? 224n : 0n)
    size[parent] = (size[parent] ?? 0) + (size[id] ?? 0) + 1
    directs[parent] = (directs[parent] ?? 0) + 1
    if (hasOrder(id)) directsWithOrder[parent] = (directsWithOrder[parent] ?? 0) + 1
  }
  return { team, size, directs, directsWithOrder }
}

async function seed(url: string, tree: Tree, figures: Figures, today: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query('set local session_replication_role = replica')
    for (let from = 1; from <= MEMBERS; from += 50_000) {
      const ids = Array.from({ length: Math.min(50_000, MEMBERS - from + 1) }, (_, i) => from + i)
      await client.query(
        `insert into members (id, uuid, address, community_number, invite_code, referrer_id, path, depth, level)
         select id, gen_random_uuid(), '0x' || lpad(to_hex(id), 40, '0'), cn, 'B' || upper(to_hex(id)),
           nullif(ref, 0), path, depth, 0
         from unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::int[]) as t(id, cn, ref, path, depth)`,
        [
          ids,
          ids.map(communityNumberFor),
          ids.map((id) => tree.referrer[id] ?? 0),
          ids.map((id) => tree.path[id]),
          ids.map((id) => tree.depth[id] ?? 0),
        ],
      )
    }
    await client.query(`select setval('members_id_seq', $1)`, [MEMBERS])
    await client.query(
      `insert into club_orders (member_id, status, amount, shares, activation_day)
       select id, 'active', $1::numeric, 1, $2::date - (id / 5) % 200
       from generate_series(1, $3::int) id where id % 5 <> 0
       order by (id / 5) % 200 desc, id`,
      [ORDER, today, MEMBERS],
    )
    await seedStats(client, figures)
    await client.query('commit')
    await client.query('analyze')
  } finally {
    client.release()
    await pool.end()
  }
}

async function seedStats(client: pg.PoolClient, { team, size, directs, directsWithOrder }: Figures) {
  const units = 10n ** 18n
  for (let from = 1; from <= MEMBERS; from += 50_000) {
    const ids = Array.from({ length: Math.min(50_000, MEMBERS - from + 1) }, (_, i) => from + i)
    await client.query(
      `insert into club_member_stats (member_id, own_orders, own_volume, team_performance, direct_count,
         directs_with_order, team_size, best_level_in_subtree)
       select id, own, own * $7::numeric, team, d, dwo, s, 0
       from unnest($1::bigint[], $2::int[], $3::numeric[], $4::int[], $5::int[], $6::int[])
         as t(id, own, team, d, dwo, s)`,
      [
        ids,
        ids.map((id) => (hasOrder(id) ? 1 : 0)),
        ids.map((id) => ((team[id] ?? 0n) * units).toString()),
        ids.map((id) => directs[id] ?? 0),
        ids.map((id) => directsWithOrder[id] ?? 0),
        ids.map((id) => size[id] ?? 0),
        ORDER,
      ],
    )
  }
}

/** The root; the member whose team is closest to 10,000 (a leader mid-tree); a leaf at the maximum depth. */
function pickMembers(tree: Tree, { size }: Figures) {
  let maxDepth = 0
  for (let id = 1; id <= MEMBERS; id++) maxDepth = Math.max(maxDepth, tree.depth[id] ?? 0)
  let middle = 2
  let bottom = 1
  const target = Math.min(10_000, Math.floor(MEMBERS / 100))
  for (let id = 2; id <= MEMBERS; id++) {
    if (Math.abs((size[id] ?? 0) - target) < Math.abs((size[middle] ?? 0) - target)) middle = id
    if (tree.depth[id] === maxDepth) bottom = id
  }
  return { top: 1, middle, bottom, maxDepth }
}

/** The seeded database: BENCH_DATABASE_URL's (seeded by an earlier run), else a new one seeded now. */
async function benchDatabase(tree: Tree, figures: Figures, today: string) {
  const reuse = process.env.BENCH_DATABASE_URL
  if (reuse) {
    const database = await createDatabase({ databaseUrl: reuse, maxConnections: 4 })
    return { ...database, url: reuse, drop: () => database.close() }
  }
  const database = await createBenchDatabase('vita_bench_clubteam', 4)
  await seed(database.url, tree, figures, today)
  if (!process.env.BENCH_KEEP_DATABASE) return database
  console.log(`kept: BENCH_DATABASE_URL=${database.url}`)
  return { ...database, drop: () => database.close() }
}

const load = () => `load ${loadavg()[0]?.toFixed(2)}`

/** One phase's line: p50, p99 (the client's, then the API's own), throughput, CPU µs per request (API, client, PostgreSQL) and the load average as it ends. */
function report(label: string, run: LoadRun) {
  const { samples, seconds } = run
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 0.5).toFixed(2).padStart(6)} ms  p99 ${percentile(samples, 0.99).toFixed(2).padStart(6)} ms  ` +
      `(in the API ${percentile(run.serverSamples, 0.5).toFixed(2)} / ${percentile(run.serverSamples, 0.99).toFixed(2)} ms)  ` +
      `${(samples.length / seconds).toFixed(0).padStart(5)} req/s  ${cpuPerRequest(run)}  (${load()})`,
  )
}

async function main() {
  const today = businessDay(new Date(), TIME_ZONE)
  const t0 = performance.now()
  const tree = buildTree()
  const figures = teamFigures(tree)
  const database = await benchDatabase(tree, figures, today)
  const picked = pickMembers(tree, figures)
  console.log(
    `${MEMBERS} members (max depth ${picked.maxDepth}) ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  const wallets = new Map<string, PrivateKeyAccount>()
  for (const [label, id] of Object.entries({
    top: picked.top,
    middle: picked.middle,
    bottom: picked.bottom,
  })) {
    const account = privateKeyToAccount(generatePrivateKey())
    await database.db.execute(sql`update members set address = ${account.address} where id = ${id}`)
    wallets.set(label, account)
    console.log(`${label}: member ${id}, depth ${tree.depth[id]}, team size ${figures.size[id]}`)
  }
  const profile = process.env.BENCH_CPU_PROF
  const child = fork(fileURLToPath(import.meta.url), ['--server', database.url], {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, BENCH_JWT_SECRET: JWT_SECRET },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  try {
    const ready = await new Promise<{ url: string }>((resolve) =>
      child.once('message', (m) => resolve(m as { url: string })),
    )
    const tokens = new Map<string, string>()
    for (const [label, account] of wallets) tokens.set(label, await signIn(ready.url, account))
    const token = (label: string) => tokens.get(label) ?? ''
    const run = loadRunner(child, database.db, ready.url, REQUESTS)
    // Warm-up, not measured: the server's code compiled and optimised, every large team's answer read.
    for (const label of tokens.keys()) await run(CONNECTIONS, '/app/club/team', token(label))
    await run(CONNECTIONS, '/bench/authed', token('bottom'))
    for (const connections of [CONNECTIONS, 10]) {
      const all: LoadRun[] = []
      for (const label of tokens.keys()) {
        const team = await run(connections, '/app/club/team', token(label))
        all.push(team)
        report(`club team ${label} (${connections} conn)`, team)
      }
      report(`club team, all ${all.length * REQUESTS} (${connections} conn)`, mergedRuns(all))
      report(`floor GET /bench/noop (${connections} conn)`, await run(connections, '/bench/noop', ''))
      report(
        `floor GET /bench/authed (${connections} conn)`,
        await run(connections, '/bench/authed', token('bottom')),
      )
      report(
        `floor GET /app/club/activation (${connections} conn)`,
        await run(connections, '/app/club/activation', token('bottom')),
      )
    }
  } finally {
    child.send('stop')
    await new Promise((resolve) => child.once('exit', resolve))
    await database.drop()
  }
}

async function post<T>(base: string, path: string, payload: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  const envelope = (await response.json()) as { code: number; data: T }
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`)
  return envelope.data
}

async function signIn(base: string, account: PrivateKeyAccount): Promise<string> {
  const nonce = await post<{ nonce: string; timestamp: number; message: string }>(
    base,
    '/app/auth/get-nonce',
    {
      address: account.address,
    },
  )
  const signature = await account.signMessage({ message: nonce.message })
  const login = await post<{ token: string }>(base, '/app/auth/login', {
    address: account.address,
    signature,
    nonce: nonce.nonce,
    timestamp: nonce.timestamp,
    message: nonce.message,
  })
  return login.token
}

if (process.argv.includes('--server')) await serve(process.argv[process.argv.indexOf('--server') + 1] ?? '')
else await main()
