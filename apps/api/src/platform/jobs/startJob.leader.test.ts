import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { JobLeaseLostError } from './errors'
import { createRecordingLogger } from './jobsTesting'
import { acquireLease, jobLeaseName, leaseHolder } from './lease'
import { startJob, type StartJobParameters } from './startJob'
import { createTestClock, type TestClock } from './testClock'
import type { JobDefinition } from './types'

const T0 = new Date('2026-03-10T00:00:00.000Z')
const timeZone = 'Asia/Shanghai'

/** Run start and end events of every runner, in order, to prove runs never overlap. */
function createRunJournal() {
  const events: Array<{ holder: string; event: 'start' | 'end' }> = []
  const byHolder: Record<string, number> = {}
  const job = (name: string): JobDefinition => ({
    name,
    schedule: { every: 1_000 },
    run: async () => undefined,
  })
  const record = (holder: string): Pick<StartJobParameters, 'logger' | 'onRun'> => ({
    logger: {
      ...createRecordingLogger(),
      debug: (_obj, msg) => {
        if (msg === 'job run started') events.push({ holder, event: 'start' })
        if (msg === 'job run finished') events.push({ holder, event: 'end' })
      },
    },
    onRun: () => void (byHolder[holder] = (byHolder[holder] ?? 0) + 1),
  })
  const overlapping = () => {
    let open: string | undefined
    for (const { holder, event } of events) {
      if (event === 'start' && open !== undefined) return true
      open = event === 'start' ? holder : undefined
    }
    return false
  }
  return { job, record, byHolder, overlapping }
}

async function turns(clock: TestClock, count: number, idleRunners: number) {
  for (let turn = 0; turn < count; turn += 1) {
    clock.advance(1_000)
    await clock.idle(idleRunners)
  }
}

describe.each(testDatabaseKinds)('leadership across replicas on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('runs a job on only one of two replicas, and the other takes over once a crashed leader’s lease expired', async () => {
    const clock = createTestClock(T0)
    const journal = createRunJournal()
    const job = journal.job('handover-after-crash')
    const replicas = (['a', 'b'] as const).map((holder) => {
      const view = clock.forRunner()
      const handle = startJob({
        db: database.db,
        job,
        timeZone,
        holder,
        clock: view.clock,
        leaseTtlMs: 3_000,
        ...journal.record(holder),
      })
      return { holder, handle, freeze: view.freeze }
    })
    await clock.idle(2)
    await turns(clock, 5, 2)
    const leader = replicas.find((replica) => journal.byHolder[replica.holder])
    const follower = replicas.find((replica) => replica !== leader)
    if (!leader || !follower) throw new Error('expected one leader and one follower')
    expect(journal.byHolder).toEqual({ [leader.holder]: 6 })

    // The leader renewed at this instant and then stops acting (its loop never wakes again).
    leader.freeze()
    await turns(clock, 2, 1)
    expect(journal.byHolder[follower.holder]).toBeUndefined()
    await turns(clock, 1, 1)
    expect(journal.byHolder[follower.holder]).toBe(1)
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBe(follower.holder)
    await turns(clock, 2, 1)
    expect(journal.byHolder).toEqual({ [leader.holder]: 6, [follower.holder]: 3 })
    expect(journal.overlapping()).toBe(false)

    // The crashed runner's stop must not free the lease its successor holds.
    await leader.handle.stop()
    expect(await leaseHolder(database.db, jobLeaseName(job.name))).toBe(follower.holder)
    await follower.handle.stop()
  })

  it('hands over at once when the leader stops cleanly (it releases the lease)', async () => {
    const clock = createTestClock(T0)
    const journal = createRunJournal()
    const job = journal.job('handover-after-stop')
    const a = startJob({
      db: database.db,
      job,
      timeZone,
      holder: 'a',
      clock,
      leaseTtlMs: 3_000,
      ...journal.record('a'),
    })
    await clock.idle(1)
    const b = startJob({
      db: database.db,
      job,
      timeZone,
      holder: 'b',
      clock,
      leaseTtlMs: 3_000,
      ...journal.record('b'),
    })
    await clock.idle(2)
    await a.stop()
    await turns(clock, 1, 1)
    expect(journal.byHolder).toEqual({ a: 1, b: 1 })
    await b.stop()
  })

  it('keeps a run longer than the TTL leased by heartbeat, and aborts its signal when the lease is taken', async () => {
    const clock = createTestClock(T0)
    const logger = createRecordingLogger()
    const name = 'heartbeat'
    let signal: AbortSignal | undefined
    let runs = 0
    const job: JobDefinition = {
      name,
      schedule: { every: 1_000 },
      run: async (context) => {
        runs += 1
        signal = context.signal
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }))
      },
    }
    const handle = startJob({ db: database.db, job, timeZone, holder: 'a', clock, logger, leaseTtlMs: 3_000 })
    await clock.idle(1)
    // Six seconds into a run under a three-second lease: still ours, renewed every second.
    await turns(clock, 6, 1)
    expect(signal?.aborted).toBe(false)
    const leaseName = jobLeaseName(name)
    expect(
      await acquireLease(database.db, { name: leaseName, holder: 'b', ttlMs: 3_000, at: clock.now() }),
    ).toBe(false)

    // A replica whose clock runs ten seconds ahead sees the lease expired and takes it.
    const ahead = new Date(clock.now().getTime() + 10_000)
    expect(
      await acquireLease(database.db, { name: leaseName, holder: 'thief', ttlMs: 60_000, at: ahead }),
    ).toBe(true)
    clock.advance(1_000)
    await expect.poll(() => signal?.aborted).toBe(true)
    expect(signal?.reason).toBeInstanceOf(JobLeaseLostError)
    await clock.idle(1)
    expect(logger.messages()).toContain('job leadership lost')
    await turns(clock, 3, 1)
    expect(runs).toBe(1)
    await handle.stop()
    expect(await leaseHolder(database.db, leaseName)).toBe('thief')
  })
})
