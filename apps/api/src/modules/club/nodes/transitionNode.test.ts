import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NODE_EVENTS, NODE_STATUSES, nodeTransition, type NodeStatus } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { insertTestMembers } from '../../members/membersTesting'
import { clubNodes } from '../tables'
import { transitionNode } from './transitionNode'

describe.each(testDatabaseKinds)('transitionNode, the one writer of a node status (%s)', (kind) => {
  let database: TestDatabase
  let nextMember = 1
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(
      database.db,
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })
  afterAll(() => database?.dispose())

  // One member per node: a member has at most one open node.
  const insertNode = async (status: NodeStatus) => {
    const [row] = await database.db
      .insert(clubNodes)
      .values({
        memberId: nextMember++,
        type: 'normal',
        level: 'bronze',
        status,
        stake: 10n,
        openedDay: '2026-11-20',
      })
      .returning()
    if (!row) throw new Error('no node')
    return row
  }
  const reload = async (id: number) =>
    (await database.db.select().from(clubNodes).where(eq(clubNodes.id, id)))[0]

  it('every event the state machine refuses is a 409 nodeTransitionRefused and changes nothing', async () => {
    let refusals = 0
    for (const status of NODE_STATUSES) {
      const node = await insertNode(status)
      for (const event of NODE_EVENTS) {
        if (nodeTransition(status, event) !== null) continue
        const attempt = transitionNode(database.db, {
          nodeId: node.id,
          from: status,
          event,
          changes: { stake: 999n, releasedAt: new Date() },
        })
        await expect(attempt).rejects.toMatchObject({ messageKey: 'nodeTransitionRefused', httpStatus: 409 })
        expect(await reload(node.id)).toEqual(node)
        refusals += 1
      }
    }
    // open refuses stakeReleased; closing refuses upgraded and closedByHolder; closed refuses all three.
    expect(refusals).toBe(6)
  })

  it('every allowed event moves the status the state machine names and writes its columns', async () => {
    const closingAt = new Date('2026-11-21T02:00:00Z')
    const upgraded = await transitionNode(database.db, {
      nodeId: (await insertNode('open')).id,
      from: 'open',
      event: 'upgraded',
      changes: { level: 'silver', stake: 30n },
    })
    expect(upgraded).toMatchObject({ status: 'open', level: 'silver', stake: 30n })
    const closing = await transitionNode(database.db, {
      nodeId: upgraded.id,
      from: 'open',
      event: 'closedByHolder',
      changes: { closingAt },
    })
    expect(closing).toMatchObject({ status: 'closing', closingAt })
    const closed = await transitionNode(database.db, {
      nodeId: closing.id,
      from: 'closing',
      event: 'stakeReleased',
      changes: { releasedAt: closingAt },
    })
    expect(closed).toMatchObject({ status: 'closed', releasedAt: closingAt })
  })

  it('an event read against a status the node has left (a race) is refused and changes nothing', async () => {
    const node = await insertNode('open')
    await transitionNode(database.db, { nodeId: node.id, from: 'open', event: 'closedByHolder' })
    const closing = await reload(node.id)

    const late = transitionNode(database.db, {
      nodeId: node.id,
      from: 'open',
      event: 'upgraded',
      changes: { level: 'gold', stake: 80n },
    })

    await expect(late).rejects.toMatchObject({ messageKey: 'nodeTransitionRefused' })
    expect(await reload(node.id)).toEqual(closing)
    expect(closing?.status).toBe('closing')
  })
})
