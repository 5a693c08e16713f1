import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { JobLeaseHeldError } from './errors'
import { acquireLease, jobLeaseName, leaseHolder, releaseLease } from './lease'
import { runJobNow } from './runJobNow'
import { jobRuns } from './tables'
import type { JobDefinition } from './types'

describe.each(testDatabaseKinds)('runJobNow on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const rows = (job: string) =>
    database.db.select().from(jobRuns).where(eq(jobRuns.jobName, job)).orderBy(jobRuns.runKey)
  const dailyJob = (name: string, run: JobDefinition['run']): JobDefinition => ({
    name,
    schedule: { dailyAt: '03:00' },
    run,
  })

  it('re-runs a day that already succeeded, under the lease, counting the attempt', async () => {
    const seen: Array<{ runKey: string; leasedBy: string | undefined }> = []
    const job = dailyJob('rerun', async ({ runKey }) => {
      seen.push({ runKey, leasedBy: await leaseHolder(database.db, jobLeaseName('rerun')) })
    })
    const db = database.db
    expect(await runJobNow({ db, job, runKey: '2026-03-10', holder: 'operator' })).toEqual({
      runKey: '2026-03-10',
      attempts: 1,
    })
    expect(await runJobNow({ db, job, runKey: '2026-03-10', holder: 'operator' })).toMatchObject({
      attempts: 2,
    })
    expect(seen).toEqual([
      { runKey: '2026-03-10', leasedBy: 'operator' },
      { runKey: '2026-03-10', leasedBy: 'operator' },
    ])
    expect(await rows(job.name)).toMatchObject([{ runKey: '2026-03-10', status: 'succeeded', attempts: 2 }])
    expect(await leaseHolder(db, jobLeaseName(job.name))).toBeUndefined()
  })

  it('refuses while another holder has the lease, naming it, and runs nothing', async () => {
    let runs = 0
    const job = dailyJob('rerun-refused', async () => void runs++)
    const name = jobLeaseName(job.name)
    await acquireLease(database.db, { name, holder: 'replica-1', ttlMs: 60_000 })
    const attempt = runJobNow({ db: database.db, job, runKey: '2026-03-10' })
    await expect(attempt).rejects.toBeInstanceOf(JobLeaseHeldError)
    await expect(attempt).rejects.toThrow(/replica-1/)
    expect(runs).toBe(0)
    expect(await rows(job.name)).toEqual([])
    await releaseLease(database.db, { name, holder: 'replica-1' })
  })

  it('records a failed re-run with its message and throws the job’s error', async () => {
    const failure = new Error('price feed stale')
    const job = dailyJob('rerun-failed', async () => {
      throw failure
    })
    await expect(runJobNow({ db: database.db, job, runKey: '2026-03-09' })).rejects.toBe(failure)
    expect(await rows(job.name)).toMatchObject([
      { status: 'failed', lastError: 'price feed stale', attempts: 1 },
    ])
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBeUndefined()
  })

  it('rejects an interval job or a run key that is not a day', async () => {
    const run = async () => undefined
    await expect(
      runJobNow({
        db: database.db,
        job: { name: 'interval', schedule: { every: 1_000 }, run },
        runKey: '2026-03-10',
      }),
    ).rejects.toThrow(TypeError)
    await expect(
      runJobNow({ db: database.db, job: dailyJob('bad-key', run), runKey: '2026-02-30' }),
    ).rejects.toThrow(RangeError)
  })
})
