import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { FatalJobError } from './errors'
import { createRecordingLogger } from './jobsTesting'
import { jobLeaseName, leaseHolder } from './lease'
import { startJob } from './startJob'
import { startJobs } from './startJobs'
import { createTestClock } from './testClock'
import type { JobDefinition } from './types'

const T0 = new Date('2026-03-10T00:00:00.000Z')
const iso = (ms: number) => new Date(T0.getTime() + ms).toISOString()
const timeZone = 'Asia/Shanghai'

describe.each(testDatabaseKinds)('interval jobs on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('runs an interval job at start and then every `every` ms after the previous run, and stops cleanly', async () => {
    const clock = createTestClock(T0)
    const logger = createRecordingLogger()
    const runKeys: string[] = []
    const job: JobDefinition = {
      name: 'repeat',
      schedule: { every: 1_000 },
      run: async (c) => void runKeys.push(c.runKey),
    }
    const handle = startJob({ db: database.db, job, timeZone, clock, logger, holder: 'a' })
    await clock.idle()
    for (let turn = 0; turn < 3; turn += 1) {
      clock.advance(1_000)
      await clock.idle()
    }
    expect(runKeys).toEqual([iso(0), iso(1_000), iso(2_000), iso(3_000)])
    expect(await leaseHolder(database.db, jobLeaseName('repeat'))).toBe('a')
    await handle.stop()
    await handle.done
    expect(await leaseHolder(database.db, jobLeaseName('repeat'))).toBeUndefined()
    expect(logger.messages().filter((msg) => msg.startsWith('job leadership'))).toEqual([
      'job leadership gained',
      'job leadership released',
    ])
    const started = logger.lines.filter((line) => line.msg === 'job run started')
    expect(started.map((line) => line.obj)).toContainEqual({ job: 'repeat', holder: 'a', runKey: iso(0) })
    expect(logger.lines.filter((line) => line.msg === 'job run finished')).toHaveLength(4)
    expect(started.every((line) => line.level === 'debug')).toBe(true)
  })

  it('backs a retryable failure off by min(maxBackoffMs, every * 2^failures), recovers, and resets after a success', async () => {
    const clock = createTestClock(T0)
    const outcomes: string[] = []
    let runs = 0
    const failingRuns = new Set([1, 2, 3, 4, 5, 8])
    const job: JobDefinition = {
      name: 'backoff',
      schedule: { every: 1_000 },
      run: async () => {
        runs += 1
        if (failingRuns.has(runs)) throw new Error('rpc unreachable')
      },
    }
    const handle = startJob({
      db: database.db,
      job,
      timeZone,
      clock,
      maxBackoffMs: 10_000,
      // A lease far longer than any pause, so each pause is one sleep (no lease renewals in between).
      leaseTtlMs: 3_600_000,
      onRun: (outcome) => outcomes.push(outcome.status),
    })
    while (runs < 9) {
      await clock.idle()
      clock.wakeNext()
    }
    await clock.idle()
    await handle.stop()
    expect(clock.sleeps).toEqual([2_000, 4_000, 8_000, 10_000, 10_000, 1_000, 1_000, 2_000, 1_000])
    expect(outcomes.slice(0, 6)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed', 'succeeded'])
  })

  it('stops only the job that failed fatally, calls onFatal once and releases its lease', async () => {
    const clock = createTestClock(T0)
    const fatal: Array<{ error: unknown; job: string }> = []
    const runs = { broken: 0, healthy: 0 }
    const broken: JobDefinition = {
      name: 'broken',
      schedule: { every: 1_000 },
      run: async () => {
        runs.broken += 1
        if (runs.broken === 2) throw new FatalJobError('payout key missing')
      },
    }
    const healthy: JobDefinition = {
      name: 'healthy',
      schedule: { every: 1_000 },
      run: async () => void runs.healthy++,
    }
    const jobs = startJobs(database.db, [broken, healthy], {
      timeZone,
      clock,
      onFatal: (error, job) => fatal.push({ error, job: job.name }),
    })
    await clock.idle(2)
    clock.advance(1_000)
    await expect.poll(() => fatal.length).toBe(1)
    await expect.poll(() => leaseHolder(database.db, jobLeaseName('broken'))).toBeUndefined()
    for (let turn = 0; turn < 3; turn += 1) {
      await clock.idle(1)
      clock.advance(1_000)
    }
    await clock.idle(1)
    await jobs.stop()
    expect(fatal[0]).toMatchObject({ job: 'broken', error: { message: 'payout key missing' } })
    expect(runs).toEqual({ broken: 2, healthy: 5 })
  })

  it('stop aborts the running run and waits for it to end before giving the lease up', async () => {
    const clock = createTestClock(T0)
    let signal: AbortSignal | undefined
    let finished = false
    const job: JobDefinition = {
      name: 'long-run',
      schedule: { every: 1_000 },
      run: async (context) => {
        signal = context.signal
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }))
        await new Promise((resolve) => setTimeout(resolve, 5))
        finished = true
      },
    }
    const handle = startJob({ db: database.db, job, timeZone, clock, holder: 'a' })
    await clock.idle()
    expect(await leaseHolder(database.db, jobLeaseName('long-run'))).toBe('a')
    await handle.stop()
    expect(signal?.aborted).toBe(true)
    expect(finished).toBe(true)
    expect(await leaseHolder(database.db, jobLeaseName('long-run'))).toBeUndefined()
  })

  it('refuses to start a job with a bad schedule, time zone or lease length', () => {
    const run = async () => undefined
    const start =
      (job: JobDefinition, zone = timeZone) =>
      () =>
        startJob({ db: database.db, job, timeZone: zone })
    expect(start({ name: 'bad-time', schedule: { dailyAt: '25:00' }, run })).toThrow(RangeError)
    expect(start({ name: 'bad-every', schedule: { every: 0 }, run })).toThrow(RangeError)
    expect(start({ name: 'bad-ttl', schedule: { every: 1 }, run, leaseTtlMs: -1 })).toThrow(RangeError)
    expect(start({ name: 'bad-zone', schedule: { dailyAt: '03:00' }, run }, 'Mars/Olympus_Mons')).toThrow(
      RangeError,
    )
    expect(() =>
      startJobs(
        database.db,
        [
          { name: 'twin', schedule: { every: 1 }, run },
          { name: 'twin', schedule: { every: 1 }, run },
        ],
        { timeZone },
      ),
    ).toThrow(TypeError)
  })
})
