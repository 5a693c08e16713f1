import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../platform/db/testing'

/**
 * Scale-out, proven with two real API processes on one PostgreSQL database and one Redis: each job runs
 * on one replica at a time, a killed leader's jobs move to the other within the lease time, and a rate
 * limit of N per minute admits N requests across both replicas, not 2N. Needs TEST_DATABASE_URL (a second
 * process cannot open an embedded PGlite database) and Redis (TEST_REDIS_URL, default the local one).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const LEASE_TTL_MS = 1_500
const LIMIT = 10

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 })
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
const canRun = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable())

type JobLine = { msg: string; job?: string; holder?: string; time: number }
type Replica = { process: ChildProcess; url: string; lines: JobLine[]; exited: Promise<void> }

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./replicaTesting.ts', import.meta.url))],
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const lines: JobLine[] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const listening = new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      let newline = buffer.indexOf('\n')
      while (newline >= 0) {
        const text = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
        if (!text.startsWith('{')) continue
        const line = JSON.parse(text) as JobLine & { url?: string }
        if (line.msg === 'replica listening' && line.url) resolve(line.url)
        if (line.msg?.startsWith('job run')) lines.push({ ...line, time: line.time ?? Date.now() })
      }
    })
    child.once('exit', (code) => reject(new Error(`replica exited with ${code} before listening`)))
  })
  return { process: child, url: await listening, lines, exited }
}

/** [start, end] of each run of `job`, per holder, from the started/finished lines of every replica. */
function runsOf(replicas: Replica[], job: string) {
  const runs: { holder: string; start: number; end: number }[] = []
  for (const replica of replicas) {
    const open = new Map<string, number>()
    for (const line of replica.lines.filter((l) => l.job === job && l.holder)) {
      const holder = line.holder as string
      if (line.msg === 'job run started') open.set(holder, line.time)
      else if (line.msg === 'job run finished' && open.has(holder)) {
        runs.push({ holder, start: open.get(holder) as number, end: line.time })
        open.delete(holder)
      }
    }
  }
  return runs.sort((a, b) => a.start - b.start)
}

describe.runIf(canRun)('two API replicas on one PostgreSQL and one Redis', () => {
  let database: TestDatabase
  let dataDir: string
  const replicas: Replica[] = []

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    dataDir = mkdtempSync(join(tmpdir(), 'vita-replicas-'))
    const redis = new Redis(REDIS_URL)
    const stale = await redis.keys('vita-rate-limit:*')
    if (stale.length > 0) await redis.del(...stale)
    redis.disconnect()
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL,
      HOST: '127.0.0.1',
      // A chain nobody answers on: the indexer job runs (and fails, backing off) like any other job.
      RPC_URL: 'http://127.0.0.1:9',
      GENESIS_ADDRESS: '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
      DATA_DIR: dataDir,
      DEPLOYMENT_FILE: join(dataDir, 'no-deployment.json'),
      JWT_SECRET: 'replica-test-secret-replica-test-secret',
      CARD_SECRET_KEY: 'replica-card-key-replica-card-key-replica',
      GENESIS_INVITE_CODE: 'REPLICA2026',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      LOG_LEVEL: 'debug',
      JOB_LEASE_TTL_MS: String(LEASE_TTL_MS),
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    }
    replicas.push(await startReplica(env))
    replicas.push(await startReplica(env))
  }, 120_000)

  afterAll(async () => {
    for (const replica of replicas) replica.process.kill('SIGKILL')
    await Promise.all(replicas.map((replica) => replica.exited))
    await database?.dispose()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it(`admits ${LIMIT} sign-in requests per minute across both replicas, not ${2 * LIMIT}`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < 2 * LIMIT; i++) {
      const replica = replicas[i % 2] as Replica
      const response = await fetch(`${replica.url}/app/auth/check-registered`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT)
  })

  it('runs each job on one replica at a time, and hands a killed leader’s jobs over within the lease time', async () => {
    await expect.poll(() => runsOf(replicas, 'test.heartbeat').length, { timeout: 10_000 }).toBeGreaterThan(5)
    const before = runsOf(replicas, 'test.heartbeat')
    const leaderHolder = before[0]?.holder
    expect(new Set(before.map((run) => run.holder))).toEqual(new Set([leaderHolder]))
    const leader = replicas.find((replica) => replica.lines.some((line) => line.holder === leaderHolder))
    const follower = replicas.find((replica) => replica !== leader)
    if (!leader || !follower) throw new Error('no leader found')

    const killedAt = Date.now()
    leader.process.kill('SIGKILL')
    await leader.exited
    await expect
      .poll(() => follower.lines.some((line) => line.job === 'test.heartbeat' && line.time > killedAt), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true)
    const takenOverAt = Math.min(
      ...follower.lines.filter((l) => l.job === 'test.heartbeat' && l.time > killedAt).map((l) => l.time),
    )
    // The lease runs out at most one TTL after the leader's last renewal; the follower checks every TTL/3.
    expect(takenOverAt - killedAt).toBeLessThanOrEqual(LEASE_TTL_MS + LEASE_TTL_MS / 3 + 500)

    // Across the whole run, no two runs of any job overlapped, whoever ran them.
    const jobs = new Set(replicas.flatMap((replica) => replica.lines.map((line) => line.job ?? '')))
    for (const job of jobs) {
      const runs = runsOf(replicas, job)
      for (let i = 1; i < runs.length; i++) {
        const previous = runs[i - 1] as (typeof runs)[number]
        expect(runs[i]?.start, `${job}: run ${i} started before run ${i - 1} ended`).toBeGreaterThanOrEqual(
          previous.end,
        )
      }
    }
  }, 60_000)
})
