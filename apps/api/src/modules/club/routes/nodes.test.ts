import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyNode } from '@vita/shared/schemas/nodes'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { joinClub, type ClubTestMember } from '../clubTesting'
import { dpineOf, qualifyMember, UNIT } from '../nodes/nodesTesting'

describe.each(testDatabaseKinds)('node change routes (%s)', (kind) => {
  let t: TestApp
  let alice: ClubTestMember
  let bob: ClubTestMember
  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await joinClub(t)
    bob = await joinClub(t)
    await qualifyMember(t.database.db, alice.id, { level: 2, dpine: 40_000n * UNIT })
    await qualifyMember(t.database.db, bob.id, { level: 0, dpine: 40_000n * UNIT })
  })
  afterAll(() => t?.close())

  const post = (
    url: string,
    {
      member = alice,
      key = randomUUID(),
      payload,
    }: { member?: ClubTestMember | null; key?: string | null; payload?: object } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(member ? member.auth : {}), ...(key === null ? {} : { 'idempotency-key': key }) },
      ...(payload ? { payload } : {}),
    })
  const bronze = { type: 'normal', level: 'bronze' }
  const silver = { type: 'normal', level: 'silver' }
  let aliceNode: MyNode

  it('answers 401 without a bearer token and 400 without an Idempotency-Key', async () => {
    for (const url of ['/app/club/nodes', `/app/club/nodes/${randomUUID()}/upgrade`]) {
      const anonymous = await post(url, { member: null, payload: bronze })
      expect(anonymous.statusCode).toBe(401)
    }
    expect((await post(`/app/club/nodes/${randomUUID()}/close`, { member: null })).statusCode).toBe(401)
    const keyless = await post('/app/club/nodes', { key: null, payload: bronze })
    expect(keyless.statusCode).toBe(400)
    expect(body(keyless).data).toMatchObject({ reason: 'idempotencyKeyRequired' })
  })

  it('applies in the envelope, replays the same key, and refuses with a 409 and its reason', async () => {
    const applied = await post('/app/club/nodes', { key: 'alice-apply', payload: bronze })
    expect(applied.statusCode).toBe(200)
    const answer = body<{ node: MyNode }>(applied)
    expect(answer).toMatchObject({
      code: 0,
      data: { node: { type: 'normal', level: 'bronze', status: 'open', stake: (10_000n * UNIT).toString() } },
    })
    aliceNode = answer.data.node
    const replay = await post('/app/club/nodes', { key: 'alice-apply', payload: bronze })
    expect(body<{ node: MyNode }>(replay).data.node).toEqual(aliceNode)
    const mismatch = await post('/app/club/nodes', { key: 'alice-apply', payload: silver })
    expect(mismatch.statusCode).toBe(409)
    expect(body(mismatch).data).toMatchObject({ reason: 'idempotencyMismatch' })

    const held = await post('/app/club/nodes', { payload: silver })
    expect(held.statusCode).toBe(409)
    expect(body(held).data).toMatchObject({ reason: 'nodeAlreadyHeld' })
    const low = await post('/app/club/nodes', { member: bob, payload: bronze })
    expect(low.statusCode).toBe(409)
    expect(body(low).data).toMatchObject({ reason: 'nodeLevelTooLow' })
    expect(await dpineOf(t.database.db, bob.id)).toEqual({ available: 40_000n * UNIT, staked: 0n })
    const invalid = await post('/app/club/nodes', { payload: { type: 'normal', level: 'mithril' } })
    expect(invalid.statusCode).toBe(400)
  })

  it("upgrades the caller's own node; anyone else's node and a malformed id answer 404", async () => {
    const upgraded = await post(`/app/club/nodes/${aliceNode.id}/upgrade`, { payload: silver })
    expect(upgraded.statusCode).toBe(200)
    expect(body<{ node: MyNode }>(upgraded).data.node).toMatchObject({ id: aliceNode.id, level: 'silver' })
    expect(await dpineOf(t.database.db, alice.id)).toEqual({
      available: 10_000n * UNIT,
      staked: 30_000n * UNIT,
    })

    for (const url of [`/app/club/nodes/${aliceNode.id}/upgrade`, `/app/club/nodes/${aliceNode.id}/close`]) {
      const foreign = await post(url, { member: bob, payload: url.endsWith('upgrade') ? silver : undefined })
      expect(foreign.statusCode).toBe(404)
    }
    expect((await post('/app/club/nodes/not-a-node/upgrade', { payload: silver })).statusCode).toBe(404)
    expect((await post('/app/club/nodes/not-a-node/close')).statusCode).toBe(404)
  })

  it('closes the node (replayable); closing it again is a 409 nodeTransitionRefused', async () => {
    const closed = await post(`/app/club/nodes/${aliceNode.id}/close`, { key: 'alice-close' })
    expect(closed.statusCode).toBe(200)
    const node = body<{ node: MyNode }>(closed).data.node
    expect(node).toMatchObject({ id: aliceNode.id, status: 'closing', level: 'silver' })
    const replay = await post(`/app/club/nodes/${aliceNode.id}/close`, { key: 'alice-close' })
    expect(body<{ node: MyNode }>(replay).data.node).toEqual(node)
    const again = await post(`/app/club/nodes/${aliceNode.id}/close`)
    expect(again.statusCode).toBe(409)
    expect(body(again).data).toMatchObject({ reason: 'nodeTransitionRefused' })
  })
})
