import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import { createTestApp, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { createCardService } from '../cards'
import { joinClub, seedOrder, type ClubTestMember } from './clubTesting'

/**
 * The BOLA matrix: every club route with an id in its path, asked by A about what belongs to A
 * (self), to A's downline member, to A's upline and to a stranger, and with a random and a malformed
 * id. Only what the rules allow answers 200; every refusal is byte for byte the random id's answer,
 * so a refusal never tells that the id exists.
 */
type Whose = 'self' | 'downline' | 'upline' | 'stranger'
type Owned = { member: ClubTestMember; orderUuid: string; cardUuid: string }

type Route = {
  /** POST routes change state: for the owner they may refuse for a business reason, never as unknown. */
  method?: 'POST'
  payload?: object
  path: (id: string) => string
  idOf: (owned: Owned) => string
  allowed: Whose[]
}
const routes: Route[] = [
  { path: (id) => `/app/club/members/${id}`, idOf: (o) => o.member.uuid, allowed: ['downline'] },
  { path: (id) => `/app/club/members/${id}/sub-members`, idOf: (o) => o.member.uuid, allowed: ['downline'] },
  { path: (id) => `/app/club/members/${id}/investments`, idOf: (o) => o.member.uuid, allowed: ['downline'] },
  { path: (id) => `/app/club/members/${id}/earnings`, idOf: (o) => o.member.uuid, allowed: ['downline'] },
  {
    path: (id) => `/app/club/orders/${id}`,
    idOf: (o) => o.orderUuid,
    allowed: ['self'],
  },
  {
    method: 'POST',
    // Well formed but signed by no one: the owner gets stepUpInvalid, anyone else the same 404 as none.
    payload: { signature: `0x${'11'.repeat(65)}`, expiry: Math.floor(Date.now() / 1000) + 300 },
    path: (id) => `/app/club/cards/${id}/secret`,
    idOf: (o) => o.cardUuid,
    allowed: ['self'],
  },
  {
    method: 'POST',
    path: (id) => `/app/club/orders/${id}/cancel`,
    idOf: (o) => o.orderUuid,
    allowed: ['self'],
  },
  {
    method: 'POST',
    payload: { txHash: `0x${'ab'.repeat(32)}` },
    path: (id) => `/app/club/orders/${id}/tx`,
    idOf: (o) => o.orderUuid,
    allowed: ['self'],
  },
]
const everyone: Whose[] = ['self', 'downline', 'upline', 'stranger']

describe.each(testDatabaseKinds)('club routes with an id: the BOLA matrix (%s)', (kind) => {
  let t: TestApp
  let caller: ClubTestMember
  const owned = new Map<Whose, Owned>()

  beforeAll(async () => {
    t = await createTestApp(kind, { deployment: TEST_DEPLOYMENT })
    const cards = createCardService(t.config.cardSecretKey)
    const upline = await joinClub(t)
    caller = await joinClub(t, upline)
    const downline = await joinClub(t, caller)
    const stranger = await joinClub(t)
    const members: [Whose, ClubTestMember][] = [
      ['self', caller],
      ['downline', downline],
      ['upline', upline],
      ['stranger', stranger],
    ]
    for (const [whose, member] of members) {
      const order = await seedOrder(t.database.db, member.id)
      const { card } = await cards.issueCard(t.database.db, {
        memberId: member.id,
        orderUuid: order.uuid,
        requestKey: 'bola',
        rules: DEFAULT_CLUB_RULES,
        cardConfirmations: 1,
        now: new Date(),
      })
      owned.set(whose, { member, orderUuid: order.uuid, cardUuid: card.id })
    }
  })
  afterAll(() => t.close())

  it.each(routes.map((route) => [`${route.method ?? 'GET'} ${route.path(':id')}`, route] as const))(
    '%s',
    async (_name, route) => {
      const ask = (url: string) =>
        t.app.inject({
          method: route.method ?? 'GET',
          url,
          headers: { ...caller.auth, 'idempotency-key': randomUUID() },
          ...(route.payload ? { payload: route.payload } : {}),
        })
      const unknown = await ask(route.path(randomUUID()))
      expect(unknown.statusCode).toBe(404)
      for (const whose of everyone) {
        const target = owned.get(whose)
        if (!target) throw new Error(`nothing owned by ${whose}`)
        const response = await ask(route.path(route.idOf(target)))
        if (!route.allowed.includes(whose))
          expect([whose, response.statusCode, response.body]).toEqual([whose, 404, unknown.body])
        else if (route.method)
          expect([404, 500].includes(response.statusCode), `${whose}: ${response.body}`).toBe(false)
        else expect(response.statusCode, `${whose}: ${response.body}`).toBe(200)
      }
      const malformed = await ask(route.path('not-a-uuid'))
      expect([malformed.statusCode, malformed.body]).toEqual([404, unknown.body])
    },
  )
})
