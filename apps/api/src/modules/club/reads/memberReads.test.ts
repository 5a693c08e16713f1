import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClubEarnings, ClubMemberDetail, TeamMember } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import {
  joinClub,
  ORDER,
  seedMemberDay,
  seedOrder,
  setMemberStats,
  type ClubTestMember,
  UNIT,
} from '../clubTesting'
import type { ClubOrderRow } from '../tables'

/** The /member/... screens' reads: A → B → {E, F}; A looks at B and E. */
describe.each(testDatabaseKinds)('reads of a downline member (%s)', (kind) => {
  let t: TestApp
  let a: ClubTestMember, b: ClubTestMember, e: ClubTestMember, f: ClubTestMember
  let older: ClubOrderRow, newer: ClubOrderRow
  const data = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: a.auth })
    expect(response.statusCode, response.body).toBe(200)
    return body<T>(response).data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.clock.now = new Date('2026-03-10T02:00:00Z')
    a = await joinClub(t)
    b = await joinClub(t, a)
    e = await joinClub(t, b)
    f = await joinClub(t, b)
    const { db } = t.database
    await setMemberStats(db, b.id, {
      ownOrders: 2,
      ownVolume: 2n * ORDER,
      teamPerformance: ORDER,
      teamSize: 2,
      directCount: 2,
    })
    older = await seedOrder(db, b.id, { activationDay: '2026-03-01', staticEarned: 5n * UNIT })
    newer = await seedOrder(db, b.id, {
      activationDay: '2026-03-05',
      status: 'completed',
      dynamicEarned: UNIT,
    })
    await seedMemberDay(db, b.id, '2026-03-09', { staticAmount: 3n * UNIT, dynamicAmount: UNIT })
  })
  afterAll(() => t.close())

  it('GET /club/members/:id answers the member with their figures, depth counted from the caller', async () => {
    const detail = await data<ClubMemberDetail>(`/app/club/members/${b.uuid}`)
    expect(detail).toMatchObject({
      uuid: b.uuid,
      communityNumber: b.communityNumber,
      depth: 1,
      level: 0,
      ownOrders: 2,
      ownVolume: String(2n * ORDER),
      teamPerformance: String(ORDER),
      teamSize: 2,
      directCount: 2,
      joinedAt: b.joinedAt.toISOString(),
    })
    expect(detail.maskedAddress).toBe(`${b.address.slice(0, 6)}…${b.address.slice(-4)}`)
    expect((await data<ClubMemberDetail>(`/app/club/members/${e.uuid}`)).depth).toBe(2)
  })

  it('GET /club/members/:id/sub-members pages their direct members', async () => {
    const page = await data<{ items: TeamMember[]; nextCursor: string | null }>(
      `/app/club/members/${b.uuid}/sub-members?limit=1`,
    )
    expect(page.items.map((m) => [m.uuid, m.depth])).toEqual([[e.uuid, 2]])
    const next = await data<{ items: TeamMember[]; nextCursor: string | null }>(
      `/app/club/members/${b.uuid}/sub-members?limit=1&cursor=${page.nextCursor}`,
    )
    expect(next).toEqual({ items: [expect.objectContaining({ uuid: f.uuid })], nextCursor: null })
  })

  it('GET /club/members/:id/investments pages their orders newest first', async () => {
    type Page = {
      items: { id: string; status: string; staticEarned: string; dynamicEarned: string }[]
      nextCursor: string | null
    }
    const page = await data<Page>(`/app/club/members/${b.uuid}/investments?limit=1`)
    expect(page.items).toEqual([
      {
        id: newer.uuid,
        status: 'completed',
        amount: String(ORDER),
        shares: '1',
        staticEarned: '0',
        dynamicEarned: String(UNIT),
        activationDay: '2026-03-05',
        createdAt: newer.createdAt.toISOString(),
      },
    ])
    const next = await data<Page>(`/app/club/members/${b.uuid}/investments?limit=1&cursor=${page.nextCursor}`)
    expect(next.items.map((order) => [order.id, order.staticEarned])).toEqual([
      [older.uuid, String(5n * UNIT)],
    ])
    expect(next.nextCursor).toBeNull()
  })

  it('GET /club/members/:id/earnings answers their earnings by kind and day', async () => {
    expect(await data<ClubEarnings>(`/app/club/members/${b.uuid}/earnings`)).toEqual({
      totals: { static: String(3n * UNIT), dynamic: String(UNIT), invite: '0', total: String(4n * UNIT) },
      days: [{ day: '2026-03-09', static: String(3n * UNIT), dynamic: String(UNIT), invite: '0' }],
    })
  })

  it('refuses bad input with 400 code 7 and a missing session with 401', async () => {
    for (const url of [
      `/app/club/members/${b.uuid}/sub-members?limit=101`,
      `/app/club/members/${b.uuid}/investments?cursor=x`,
      `/app/club/members/${b.uuid}/earnings?days=abc`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: a.auth })
      expect(response.statusCode, url).toBe(400)
      expect(body(response).code).toBe(7)
    }
    for (const suffix of ['', '/sub-members', '/investments', '/earnings'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/app/club/members/${b.uuid}${suffix}` })).statusCode,
      ).toBe(401)
  })
})
