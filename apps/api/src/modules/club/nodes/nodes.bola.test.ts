import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NodeDetail } from '@vita/shared/schemas/nodes'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { joinClub, seedSettlement, type ClubTestMember } from '../clubTesting'
import { seedNode, seedNodeDay } from './reads/nodeReadsTesting'

/**
 * The node reads' BOLA matrix: the caller asks about their own node and the nodes of their downline,
 * their upline and a stranger. Every member reads a node's public part, only the holder its stake and
 * rewards; a node's rewards and members answer anyone but the holder byte for byte like a random id
 * and a malformed one, so a refusal never tells that the node exists.
 */
type Whose = 'self' | 'downline' | 'upline' | 'stranger'
const everyone: Whose[] = ['self', 'downline', 'upline', 'stranger']
const holderOnly = ['rewards', 'members'].map((what) => (id: string) => `/app/club/nodes/${id}/${what}`)

describe.each(testDatabaseKinds)('node reads: the BOLA matrix (%s)', (kind) => {
  let t: TestApp
  let caller: ClubTestMember
  const nodes = new Map<Whose, string>()
  const ask = (url: string) => t.app.inject({ method: 'GET', url, headers: caller.auth })
  const nodeOf = (whose: Whose) => {
    const uuid = nodes.get(whose)
    if (!uuid) throw new Error(`no node of ${whose}`)
    return uuid
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const upline = await joinClub(t)
    caller = await joinClub(t, upline)
    const members: [Whose, ClubTestMember][] = [
      ['self', caller],
      ['downline', await joinClub(t, caller)],
      ['upline', upline],
      ['stranger', await joinClub(t)],
    ]
    const { db } = t.database
    await seedSettlement(db, '2026-03-10')
    for (const [whose, member] of members) {
      const node = await seedNode(db, member.id)
      await seedNodeDay(db, node, '2026-03-10', { entitled: 1n, amount: 1n })
      nodes.set(whose, node.uuid)
    }
  })
  afterAll(() => t.close())

  it('GET /club/nodes/:id shows the stake and rewards to the holder only', async () => {
    for (const whose of everyone) {
      const response = await ask(`/app/club/nodes/${nodeOf(whose)}`)
      expect(response.statusCode, `${whose}: ${response.body}`).toBe(200)
      const detail = body<NodeDetail>(response).data
      if (whose === 'self') {
        expect(detail.mine).toBe(true)
        expect(detail.owner).toMatchObject({ rewardToday: '1', rewardTotal: '1' })
      } else {
        expect([whose, detail.mine, detail.owner]).toEqual([whose, false, null])
        expect(JSON.stringify(detail)).not.toMatch(/stake|reward|closingAt|releaseAt/i)
      }
    }
  })

  it('GET /club/nodes/:id answers a random and a malformed id the same 404', async () => {
    const unknown = await ask(`/app/club/nodes/${randomUUID()}`)
    expect(unknown.statusCode).toBe(404)
    const malformed = await ask('/app/club/nodes/not-a-uuid')
    expect([malformed.statusCode, malformed.body]).toEqual([404, unknown.body])
  })

  it.each(holderOnly.map((path) => [path(':id'), path] as const))(
    'GET %s answers anyone but the holder like a random id',
    async (_name, path) => {
      const unknown = await ask(path(randomUUID()))
      expect(unknown.statusCode).toBe(404)
      for (const whose of everyone) {
        const response = await ask(path(nodeOf(whose)))
        if (whose === 'self') expect(response.statusCode, response.body).toBe(200)
        else expect([whose, response.statusCode, response.body]).toEqual([whose, 404, unknown.body])
      }
      const malformed = await ask(path('not-a-uuid'))
      expect([malformed.statusCode, malformed.body]).toEqual([404, unknown.body])
    },
  )

  it('every node read refuses an unauthenticated call with 401', async () => {
    const id = nodeOf('self')
    const urls = ['config', 'mine', 'qualification', id, `${id}/rewards`, `${id}/members`]
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url: `/app/club/nodes/${url}` })
      expect([url, response.statusCode]).toEqual([url, 401])
    }
  })
})
