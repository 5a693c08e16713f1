import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { clubNodeChanges } from '../tables'
import { applyNode } from './applyNode'
import { closeNode, type CloseNodeParameters } from './closeNode'
import { nodePlacesTaken } from './nodePlaces'
import {
  BRONZE,
  DAY_MS,
  dpineOf,
  nodeRow,
  nodeSnapshot,
  nodeTestContext,
  TIME_ZONE,
  UNIT,
} from './nodesTesting'

describe.each(testDatabaseKinds)('closeNode (%s)', (kind) => {
  const nodes = nodeTestContext(kind, 20)
  const { refusedWithoutChange } = nodes
  const now = new Date('2026-11-21T08:00:00Z')
  const bronzeHolder = (dpine = 10_000n * UNIT) => nodes.bronzeHolder(1, dpine, now)
  const close = (parameters: CloseNodeParameters) => closeNode(nodes.db, parameters)

  it('makes the node closing, frees its place, keeps its stake held and sets the release time', async () => {
    const holder = await bronzeHolder()
    const placesBefore = await nodePlacesTaken(nodes.db, BRONZE)

    const { node, replayed } = await close({ ...holder, requestKey: 'close', now })

    expect(replayed).toBe(false)
    expect(node).toMatchObject({ id: holder.nodeUuid, status: 'closing', stake: (10_000n * UNIT).toString() })
    expect(await nodeRow(nodes.db, holder.nodeUuid)).toMatchObject({
      closingAt: now,
      releaseAt: new Date(now.getTime() + 7 * DAY_MS),
      releasedAt: null,
    })
    expect(await nodePlacesTaken(nodes.db, BRONZE)).toBe(placesBefore - 1)
    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: 0n, staked: 10_000n * UNIT })
    const changes = await nodes.db
      .select()
      .from(clubNodeChanges)
      .where(eq(clubNodeChanges.memberId, holder.memberId))
    expect(changes.map((change) => [change.kind, change.stakeDelta, change.ledgerTransferId])).toEqual([
      ['apply', 10_000n * UNIT, expect.any(Number)],
      ['close', 0n, null],
    ])
  })

  it('replays the same key, refuses it for another node, and refuses closing again with another key', async () => {
    const holder = await bronzeHolder()
    const first = await close({ ...holder, requestKey: 'close', now })
    const before = await nodeSnapshot(nodes.db)

    expect(await close({ ...holder, requestKey: 'close', now })).toEqual({
      node: first.node,
      replayed: true,
    })
    expect(await nodeSnapshot(nodes.db)).toEqual(before)
    // The key of the application, reused for a close, is another request.
    const reused = () => close({ ...holder, requestKey: 'apply', now })
    expect(await refusedWithoutChange(reused)).toBe('idempotencyMismatch')
    const again = () => close({ ...holder, requestKey: 'close-again', now })
    expect(await refusedWithoutChange(again)).toBe('nodeTransitionRefused')
  })

  it("another member's node, an unknown id and a malformed id answer 404", async () => {
    const owner = await bronzeHolder()
    const other = await bronzeHolder()
    for (const nodeUuid of [other.nodeUuid, randomUUID(), '../../etc']) {
      const attempt = () => close({ memberId: owner.memberId, nodeUuid, requestKey: 'x', now })
      expect(await refusedWithoutChange(attempt)).toBe('notFound')
    }
  })

  it('a member whose node is closing may apply again (with a new stake)', async () => {
    const holder = await bronzeHolder(20_000n * UNIT)
    await close({ ...holder, requestKey: 'close', now })
    const { node } = await applyNode(nodes.db, {
      memberId: holder.memberId,
      requestKey: 'apply-again',
      tier: BRONZE,
      now,
      timeZone: TIME_ZONE,
    })
    expect(node.id).not.toBe(holder.nodeUuid)
    expect(await dpineOf(nodes.db, holder.memberId)).toEqual({ available: 0n, staked: 20_000n * UNIT })
  })
})
