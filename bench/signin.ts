/**
 * Sign-in throughput on PostgreSQL: the API runs in a child process (its own event loop) listening on
 * 127.0.0.1; CLIENTS concurrent clients in this process each loop get-nonce → sign (viem, local key)
 * → login over real HTTP with fresh pre-generated accounts (every sign-in registers a member), then
 * a second phase signs the registered members in again. Rate limits are raised; logging is production's
 * (info, one line per request, to a pipe). Both processes share
 * the machine's cores, so the client's signing CPU is reported beside the server's.
 * Target: ≥ 500 sign-ins/s. Run: npx tsx bench/signin.ts
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createBenchDatabase, percentile } from './freshDatabase'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const INVITE = 'BENCHGENESIS'

type ServerMessage = { url: string } | { cpuMs: number }

if (process.argv.includes('--server')) await serve()
else await main()

/** Child: fresh database, migrations, genesis member, app listening on an ephemeral port. */
async function serve() {
  const { buildApp, loadConfig, ensureGenesisMember } = await import('@vita/api')
  const database = await createBenchDatabase('vita_bench_signin', 20)
  const config = loadConfig({
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: 'http://localhost:3000',
    GENESIS_INVITE_CODE: INVITE,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: '/nonexistent',
    // Production logging (info: one line per request to stdout, which the parent drains like a log pipe).
    LOG_LEVEL: 'info',
  })
  await ensureGenesisMember(database.db, { address: config.genesisAddress, inviteCode: INVITE })
  const app = await buildApp({ config, database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const started = process.cpuUsage()
  process.send?.({ url: `http://127.0.0.1:${address.port}` } satisfies ServerMessage)
  process.on('message', async () => {
    const cpu = process.cpuUsage(started)
    await app.close()
    await database.drop()
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000 } satisfies ServerMessage, () => process.exit(0))
  })
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF] : []),
    ],
    stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
  })
  child.stdout?.resume()
  const next = () =>
    new Promise<ServerMessage>((resolve) => child.once('message', (m) => resolve(m as ServerMessage)))
  const ready = await next()
  if (!('url' in ready)) throw new Error('server did not start')
  const base = ready.url

  const post = async <T>(path: string, body: object): Promise<T> => {
    const response = await fetch(`${base}/app${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as { code: number; data: T; msg: string }
    if (json.code !== 0) throw new Error(`${path}: ${response.status} ${json.msg}`)
    return json.data
  }

  const t0 = performance.now()
  const accounts: PrivateKeyAccount[] = Array.from({ length: Math.ceil((DURATION_MS / 1000) * 1500) }, () =>
    privateKeyToAccount(generatePrivateKey()),
  )
  console.log(
    `pre-generated ${accounts.length} accounts in ${Math.round(performance.now() - t0)} ms; ${CLIENTS} clients, ${DURATION_MS / 1000} s per phase`,
  )
  // Other work on the machine skews every number below; the load average says how much.
  console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`)

  const phase = async (label: string, pick: (i: number) => PrivateKeyAccount, limit: number) => {
    const total: number[] = []
    const server: number[] = []
    let signMs = 0
    let next = 0
    const clientCpu = process.cpuUsage()
    const start = performance.now()
    const deadline = start + DURATION_MS
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline && next < limit) {
          const account = pick(next++)
          const began = performance.now()
          const { nonce, timestamp, message } = await post<{
            nonce: string
            timestamp: number
            message: string
          }>('/auth/get-nonce', { address: account.address })
          const signStart = performance.now()
          const signature = await account.signMessage({ message })
          const signed = performance.now()
          signMs += signed - signStart
          await post('/auth/login', {
            address: account.address,
            signature,
            nonce,
            timestamp,
            message,
            inviteCode: INVITE,
          })
          const done = performance.now()
          total.push(done - began)
          server.push(done - began - (signed - signStart))
        }
      }),
    )
    const seconds = (performance.now() - start) / 1000
    const cpu = process.cpuUsage(clientCpu)
    console.log(`\n${label}`)
    console.log(
      `  sign-ins/s: ${(total.length / seconds).toFixed(0)}  (${total.length} in ${seconds.toFixed(1)} s)`,
    )
    console.log(
      `  latency per sign-in (nonce + sign + login): p50 ${percentile(total, 0.5).toFixed(1)} ms, p99 ${percentile(total, 0.99).toFixed(1)} ms`,
    )
    console.log(
      `  server part (two HTTP calls): p50 ${percentile(server, 0.5).toFixed(1)} ms, p99 ${percentile(server, 0.99).toFixed(1)} ms`,
    )
    console.log(
      `  client CPU: ${((cpu.user + cpu.system) / 1000 / seconds / 10).toFixed(0)}% of a core, of which signing ${(signMs / seconds / 10).toFixed(0)}%`,
    )
    return total.length
  }

  let signIns = 0
  try {
    const registered = await phase(
      'new members (each sign-in registers with an invite code)',
      (i) => accounts[i] as PrivateKeyAccount,
      accounts.length,
    )
    signIns = registered
    signIns += await phase(
      'returning members',
      (i) => accounts[i % registered] as PrivateKeyAccount,
      Number.POSITIVE_INFINITY,
    )
  } finally {
    child.send('stop')
    const stopped = await next()
    if ('cpuMs' in stopped && signIns > 0) {
      const perSignIn = stopped.cpuMs / signIns
      console.log(
        `\nAPI process CPU: ${(stopped.cpuMs / 1000).toFixed(1)} s for ${signIns} sign-ins = ${perSignIn.toFixed(2)} ms each`,
      )
      console.log(
        `  → one dedicated core would serve ≈ ${Math.round(1000 / perSignIn)} sign-ins/s (PostgreSQL's CPU not included)`,
      )
    }
  }
}
