import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { FatalJobError } from './errors'
import { jobLeaseName, leaseHolder } from './lease'
import { startJob } from './startJob'
import { jobRuns } from './tables'
import { createTestClock, type TestClock } from './testClock'
import type { JobDefinition } from './types'

const timeZone = 'Asia/Shanghai'
/** Local Shanghai time (UTC+8, no DST) as an instant. */
const shanghai = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`)

describe.each(testDatabaseKinds)('daily jobs on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const rows = (job: string) =>
    database.db.select().from(jobRuns).where(eq(jobRuns.jobName, job)).orderBy(jobRuns.runKey)
  const dailyJob = (name: string, run: (runKey: string) => void | Promise<void>): JobDefinition => ({
    name,
    schedule: { dailyAt: '03:00' },
    leaseTtlMs: 3_000,
    run: async (context) => run(context.runKey),
  })
  /** Moves the clock to `at` and waits until the runners are idle again. */
  const moveTo = async (clock: TestClock, at: Date, runners = 1) => {
    clock.set(at)
    await clock.idle(runners)
  }

  it('runs once per business day at dailyAt, not again the same day, again the next day', async () => {
    const clock = createTestClock(shanghai('2026-03-10', '02:58'))
    const runKeys: string[] = []
    const job = dailyJob('daily-once', (runKey) => void runKeys.push(runKey))
    const handle = startJob({ db: database.db, job, timeZone, clock, holder: 'a' })
    await clock.idle()
    await moveTo(clock, shanghai('2026-03-10', '02:59'))
    expect(runKeys).toEqual([])
    await moveTo(clock, shanghai('2026-03-10', '03:00'))
    expect(runKeys).toEqual(['2026-03-10'])
    // Nothing more is due today, so the lease is handed back (an operator re-run is not refused).
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBeUndefined()
    for (const time of ['03:01', '12:00', '23:59']) await moveTo(clock, shanghai('2026-03-10', time))
    await moveTo(clock, shanghai('2026-03-11', '00:00'))
    expect(runKeys).toEqual(['2026-03-10'])
    await moveTo(clock, shanghai('2026-03-11', '03:00'))
    await moveTo(clock, shanghai('2026-03-11', '09:00'))
    expect(runKeys).toEqual(['2026-03-10', '2026-03-11'])
    await handle.stop()
    expect(await rows(job.name)).toMatchObject([
      { runKey: '2026-03-10', status: 'succeeded', attempts: 1, holder: 'a', lastError: null },
      { runKey: '2026-03-11', status: 'succeeded', attempts: 1, holder: 'a', lastError: null },
    ])
    expect((await rows(job.name)).every((row) => row.finishedAt !== null)).toBe(true)
  })

  it('runs a day once across two replicas', async () => {
    const clock = createTestClock(shanghai('2026-03-10', '02:59'))
    const runsBy: string[] = []
    const job = (holder: string) => dailyJob('daily-two-replicas', () => void runsBy.push(holder))
    const a = startJob({ db: database.db, job: job('a'), timeZone, clock, holder: 'a' })
    const b = startJob({ db: database.db, job: job('b'), timeZone, clock, holder: 'b' })
    await clock.idle(2)
    for (const time of ['03:00', '03:01', '03:02', '04:00'])
      await moveTo(clock, shanghai('2026-03-10', time), 2)
    await Promise.all([a.stop(), b.stop()])
    expect(runsBy).toHaveLength(1)
    expect(await rows('daily-two-replicas')).toMatchObject([
      { status: 'succeeded', attempts: 1, holder: runsBy[0] },
    ])
  })

  it('records a failed day with its message, retries it after a 1 s backoff, then records success', async () => {
    const clock = createTestClock(shanghai('2026-03-10', '03:00'))
    let attempts = 0
    const job = dailyJob('daily-retry', () => {
      attempts += 1
      if (attempts === 1) throw new Error('chain unreachable', { cause: new Error('ECONNREFUSED') })
    })
    const handle = startJob({ db: database.db, job, timeZone, clock, holder: 'a' })
    await clock.idle()
    expect(await rows(job.name)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'chain unreachable' },
    ])
    // The first retry waits 1 s * 2^1; the leader keeps its lease meanwhile (renewing every second).
    clock.advance(1_000)
    await clock.idle()
    expect(attempts).toBe(1)
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBe('a')
    clock.advance(1_000)
    await clock.idle()
    expect(attempts).toBe(2)
    await handle.stop()
    expect(await rows(job.name)).toMatchObject([{ status: 'succeeded', attempts: 2, lastError: null }])
  })

  it('re-runs a day left running by a crashed holder, earlier days first', async () => {
    const name = 'daily-after-crash'
    await database.db.insert(jobRuns).values([
      { jobName: name, runKey: '2026-03-08', status: 'succeeded', holder: 'old' },
      { jobName: name, runKey: '2026-03-09', status: 'running', holder: 'crashed' },
      { jobName: name, runKey: '2026-03-10', status: 'running', holder: 'crashed' },
    ])
    const clock = createTestClock(shanghai('2026-03-10', '04:00'))
    const runKeys: string[] = []
    const handle = startJob({
      db: database.db,
      job: dailyJob(name, (key) => void runKeys.push(key)),
      timeZone,
      clock,
      holder: 'b',
    })
    await clock.idle()
    await handle.stop()
    expect(runKeys).toEqual(['2026-03-09', '2026-03-10'])
    expect(await rows(name)).toMatchObject([
      { runKey: '2026-03-08', status: 'succeeded', attempts: 1, holder: 'old' },
      { runKey: '2026-03-09', status: 'succeeded', attempts: 2, holder: 'b' },
      { runKey: '2026-03-10', status: 'succeeded', attempts: 2, holder: 'b' },
    ])
  })

  it('records a fatal day as failed, stops the job and releases the lease', async () => {
    const clock = createTestClock(shanghai('2026-03-10', '03:00'))
    const fatal: unknown[] = []
    const job = dailyJob('daily-fatal', () => {
      throw new FatalJobError('settlement pool account missing')
    })
    const handle = startJob({
      db: database.db,
      job,
      timeZone,
      clock,
      holder: 'a',
      onFatal: (error) => fatal.push(error),
    })
    await handle.done
    expect(fatal).toHaveLength(1)
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBeUndefined()
    const [row] = await database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, job.name), eq(jobRuns.runKey, '2026-03-10')))
    expect(row).toMatchObject({ status: 'failed', lastError: 'settlement pool account missing' })
  })
})
