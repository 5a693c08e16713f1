import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { createRecordingLogger } from '../../../platform/jobs/jobsTesting'
import { listAccountEntries } from '../../ledger'
import { RELEASE_NODE_STAKES_JOB, releaseNodeStakesJob } from '../jobs/releaseNodeStakes'
import { clubNodeChanges, clubNodes } from '../tables'
import { closeNode } from './closeNode'
import { DAY_MS, dpineOf, nodeRow, nodeSnapshot, nodeTestContext, UNIT } from './nodesTesting'
import { releaseNodeStakes } from './releaseNodeStakes'

const STAKE = 10_000n * UNIT

describe.each(testDatabaseKinds)('releaseNodeStakes (%s)', (kind) => {
  const nodes = nodeTestContext(kind, 40)

  /** `count` members who opened a bronze node and closed it at `closedAt` (release 7 days later). */
  const closedNodes = async (count: number, closedAt: Date) => {
    const holders: { memberId: number; nodeUuid: string }[] = []
    for (let i = 0; i < count; i++) {
      const holder = await nodes.bronzeHolder(1, STAKE, closedAt)
      await closeNode(nodes.db, { ...holder, requestKey: 'close', now: closedAt })
      holders.push(holder)
    }
    return holders
  }
  const statusesOf = async (uuids: string[]) =>
    (
      await nodes.db
        .select({ status: clubNodes.status })
        .from(clubNodes)
        .where(inArray(clubNodes.uuid, uuids))
    ).map((row) => row.status)

  it('leaves a node before its release time; at it, gives the stake back once and closes the node', async () => {
    const closedAt = new Date('2026-11-01T08:00:00Z')
    const [holder] = await closedNodes(1, closedAt)
    if (!holder) throw new Error('no holder')
    const releaseAt = new Date(closedAt.getTime() + 7 * DAY_MS)

    expect(await releaseNodeStakes(nodes.db, { now: new Date(releaseAt.getTime() - 1) })).toEqual({
      released: 0,
    })
    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: 0n, staked: STAKE })

    expect(await releaseNodeStakes(nodes.db, { now: releaseAt })).toEqual({ released: 1 })
    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: STAKE, staked: 0n })
    expect(await nodeRow(nodes.db, holder.nodeUuid)).toMatchObject({
      status: 'closed',
      releasedAt: releaseAt,
    })
    const { entries } = await listAccountEntries(nodes.db, {
      owner: { memberId: holder.memberId },
      currency: 'DPINE',
    })
    expect(entries[0]).toMatchObject({
      type: 'income',
      amount: STAKE,
      reference: { type: 'club_node', id: holder.nodeUuid },
    })
    const changes = await nodes.db
      .select()
      .from(clubNodeChanges)
      .where(eq(clubNodeChanges.memberId, holder.memberId))
    expect(changes.at(-1)).toMatchObject({
      kind: 'release',
      stakeDelta: STAKE,
      requestKey: null,
      ledgerTransferId: entries[0]?.transferId,
    })

    const before = await nodeSnapshot(nodes.db)
    expect(await releaseNodeStakes(nodes.db, { now: new Date(releaseAt.getTime() + DAY_MS) })).toEqual({
      released: 0,
    })
    expect(await nodeSnapshot(nodes.db)).toEqual(before)
  })

  it('runs at the same time, in batches, release every due node exactly once', async () => {
    const closedAt = new Date('2026-11-02T08:00:00Z')
    const holders = await closedNodes(7, closedAt)
    const now = new Date(closedAt.getTime() + 8 * DAY_MS)

    const runs = await Promise.all(
      Array.from({ length: 4 }, () => releaseNodeStakes(nodes.db, { now, batchSize: 2 })),
    )

    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(7)
    expect(await statusesOf(holders.map((holder) => holder.nodeUuid))).toEqual(Array(7).fill('closed'))
    for (const holder of holders)
      expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: STAKE, staked: 0n })
    expect(await releaseNodeStakes(nodes.db, { now })).toEqual({ released: 0 })
  })

  it('a batch cut short by a failure releases none of its nodes; the next run releases them all', async () => {
    const closedAt = new Date('2026-11-03T08:00:00Z')
    const holders = await closedNodes(3, closedAt)
    const now = new Date(closedAt.getTime() + 8 * DAY_MS)
    const last = holders.at(-1)
    if (!last) throw new Error('no holder')
    // The last node of the batch claims more than is staked: the ledger refuses it after two releases.
    await nodes.db
      .update(clubNodes)
      .set({ stake: STAKE + 1n })
      .where(eq(clubNodes.uuid, last.nodeUuid))
    const before = await nodeSnapshot(nodes.db)

    await expect(releaseNodeStakes(nodes.db, { now })).rejects.toMatchObject({
      messageKey: 'insufficientBalance',
    })

    expect(await nodeSnapshot(nodes.db)).toEqual(before)
    await nodes.db.update(clubNodes).set({ stake: STAKE }).where(eq(clubNodes.uuid, last.nodeUuid))
    expect(await releaseNodeStakes(nodes.db, { now })).toEqual({ released: 3 })
    expect(await statusesOf(holders.map((holder) => holder.nodeUuid))).toEqual(['closed', 'closed', 'closed'])
  })

  it('the job releases what is due by its clock, and logs it', async () => {
    const closedAt = new Date('2026-11-04T08:00:00Z')
    const [holder] = await closedNodes(1, closedAt)
    if (!holder) throw new Error('no holder')
    const job = releaseNodeStakesJob({
      db: nodes.db,
      intervalMs: 60_000,
      now: () => new Date(closedAt.getTime() + 7 * DAY_MS),
    })
    expect(job).toMatchObject({ name: RELEASE_NODE_STAKES_JOB, schedule: { every: 60_000 } })
    const logger = createRecordingLogger()

    await job.run({ runKey: 'now', signal: new AbortController().signal, logger })
    await job.run({ runKey: 'again', signal: new AbortController().signal, logger })

    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: STAKE, staked: 0n })
    expect(logger.lines).toEqual([
      expect.objectContaining({ msg: 'club node stakes released', obj: { released: 1 } }),
    ])
  })
})
