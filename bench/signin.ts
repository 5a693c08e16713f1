/**
 * Sign-in throughput on PostgreSQL: the API runs in a child process (its own event loop) listening on
 * 127.0.0.1; CLIENTS concurrent clients in this process each loop get-nonce → sign (personal_sign with
 * a local key) → login over real HTTP (keep-alive connections) with fresh pre-generated accounts (every
 * sign-in registers a member), then a second phase signs the registered members in again. Rate limits
 * are raised; logging is production's (info, one line per request, to a pipe). The client plays the
 * members' wallets, which in production run on their phones; here it shares the machine's 2 cores with
 * the API and PostgreSQL, so it signs with native libsecp256k1 and speaks plain node:http to stay out
 * of the server's way, and every party's CPU per sign-in is reported.
 * Target: ≥ 500 sign-ins/s. Run: npx tsx bench/signin.ts
 */
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { bytesToHex, hashMessage, hexToBytes, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBenchDatabase, percentile } from './freshDatabase'
import { postgresCpuMsSince, postgresTicks } from './postgresCpu'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000)
const INVITE = 'BENCHGENESIS'
const signer = loadSigner()

type ServerMessage = { url: string } | { cpuMs: number }

if (process.argv.includes('--server')) await serve()
else await main()

/** Child: fresh database, migrations, genesis member, app listening on an ephemeral port. */
async function serve() {
  const { buildApp, createServices, loadConfig, ensureGenesisMember } = await import('@vita/api')
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
  const app = await buildApp({ services: createServices(config, database) })
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

  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
  const { hostname, port } = new URL(base)
  const post = <T>(path: string, body: object): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const payload = JSON.stringify(body)
      const req = request(
        {
          agent,
          hostname,
          port,
          path: `/app${path}`,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                code: number
                data: T
                msg: string
              }
              if (json.code !== 0) reject(new Error(`${path}: ${res.statusCode} ${json.msg}`))
              else resolve(json.data)
            } catch (error) {
              reject(error as Error)
            }
          })
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(payload)
    })

  const t0 = performance.now()
  const accounts: Wallet[] = Array.from({ length: Math.ceil((DURATION_MS / 1000) * 1500) }, () => {
    const privateKey = generatePrivateKey()
    return { address: privateKeyToAccount(privateKey).address, privateKey: hexToBytes(privateKey) }
  })
  console.log(
    `pre-generated ${accounts.length} accounts in ${Math.round(performance.now() - t0)} ms; ${CLIENTS} clients, ${DURATION_MS / 1000} s per phase; signing with ${signer.backend} secp256k1`,
  )
  // Other work on the machine skews every number below; the load average says how much.
  console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`)

  const phase = async (label: string, pick: (i: number) => Wallet, limit: number) => {
    const total: number[] = []
    const server: number[] = []
    let signMs = 0
    let next = 0
    const clientCpu = process.cpuUsage()
    const postgresBefore = postgresTicks()
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
          const signature = signPersonal(account, message)
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
    const postgresMs = postgresCpuMsSince(postgresBefore)
    console.log(
      `  CPU per sign-in: client ${((cpu.user + cpu.system) / 1000 / total.length).toFixed(2)} ms` +
        (postgresMs === null ? '' : `, PostgreSQL ${(postgresMs / total.length).toFixed(2)} ms`),
    )
    return total.length
  }

  let signIns = 0
  try {
    const registered = await phase(
      'new members (each sign-in registers with an invite code)',
      (i) => accounts[i] as Wallet,
      accounts.length,
    )
    signIns = registered
    signIns += await phase(
      'returning members',
      (i) => accounts[i % registered] as Wallet,
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

type Wallet = { address: Address; privateKey: Uint8Array }

type Secp256k1 = {
  ecdsaSign(hash: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number }
}

/** The `secp256k1` package: its native binding where a prebuild loads, else its elliptic.js fallback. */
function loadSigner(): { sign: Secp256k1['ecdsaSign']; backend: string } {
  const require = createRequire(import.meta.url)
  try {
    const native = require('secp256k1/bindings') as Secp256k1
    return { sign: (hash, key) => native.ecdsaSign(hash, key), backend: 'native' }
  } catch {
    const fallback = require('secp256k1') as Secp256k1
    return { sign: (hash, key) => fallback.ecdsaSign(hash, key), backend: 'elliptic.js' }
  }
}

/** personal_sign (EIP-191) as a wallet does it: r ‖ s ‖ v with v = 27 + recovery id. */
function signPersonal(wallet: Wallet, message: string): Hex {
  const { signature, recid } = signer.sign(hexToBytes(hashMessage(message)), wallet.privateKey)
  const bytes = new Uint8Array(65)
  bytes.set(signature)
  bytes[64] = 27 + recid
  return bytesToHex(bytes)
}
