import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES, type ClubLeader, type ClubTeam, type TeamMember } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { updateTestMember } from '../../members/membersTesting'
import { joinClub, ORDER, seedOrder, setMemberStats, type ClubTestMember, UNIT } from '../clubTesting'
import { clubRulesToJson } from '../rules/clubRulesJson'
import { clubRuleVersions } from '../tables'

/**
 * The team screen's reads on a hand-built tree: genesis → U → A → {B, C}, B → E; genesis → S.
 * A is the caller unless said; today is 2026-03-10 in Asia/Shanghai.
 */
describe.each(testDatabaseKinds)('club team reads (%s)', (kind) => {
  let t: TestApp
  let u: ClubTestMember, a: ClubTestMember, b: ClubTestMember, c: ClubTestMember
  let e: ClubTestMember, s: ClubTestMember
  const get = (url: string, who: ClubTestMember = a) =>
    t.app.inject({ method: 'GET', url, headers: who.auth })

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.clock.now = new Date('2026-03-10T02:00:00Z')
    u = await joinClub(t)
    a = await joinClub(t, u)
    b = await joinClub(t, a)
    c = await joinClub(t, a)
    e = await joinClub(t, b)
    s = await joinClub(t)
    const { db } = t.database
    await setMemberStats(db, a.id, {
      ownOrders: 1,
      ownVolume: ORDER,
      teamPerformance: 3n * ORDER,
      directCount: 2,
      directsWithOrder: 2,
      teamSize: 3,
    })
    await setMemberStats(db, b.id, {
      ownOrders: 1,
      ownVolume: ORDER,
      teamPerformance: ORDER,
      bestLevelInSubtree: 1,
    })
    await setMemberStats(db, c.id, { ownOrders: 1, ownVolume: ORDER })
    await updateTestMember(db, u.id, { level: 3 })
    await updateTestMember(db, t.genesis.id, { level: 5 })
    await updateTestMember(db, b.id, { level: 1 })
    // Today: E's order counts; A's own, S's (a stranger) and a failed one of B do not; C's was yesterday.
    await seedOrder(db, e.id, { activationDay: '2026-03-10' })
    await seedOrder(db, a.id, { activationDay: '2026-03-10' })
    await seedOrder(db, s.id, { activationDay: '2026-03-10' })
    await seedOrder(db, b.id, { activationDay: '2026-03-10', status: 'failed' })
    await seedOrder(db, c.id, { activationDay: '2026-03-09' })
  })
  afterAll(() => t.close())

  it('GET /club/team answers level, upgrade progress, performance total, today and per leg', async () => {
    const response = await get('/app/club/team')
    expect(response.statusCode).toBe(200)
    const team = body<ClubTeam>(response).data
    expect(team).toMatchObject({
      level: 0,
      teamPerformance: String(672n * UNIT),
      teamPerformanceToday: String(224n * UNIT),
      directCount: 2,
      directsWithOrder: 2,
      teamSize: 3,
      ownOrders: 1,
      ownVolume: String(224n * UNIT),
    })
    expect(team.upgrade).toEqual({
      next: 1,
      requirements: [
        { kind: 'ownOrders', current: '1', target: '1', met: true },
        { kind: 'directsWithOrder', current: '2', target: '3', met: false },
        { kind: 'teamPerformance', current: String(672n * UNIT), target: String(2240n * UNIT), met: false },
        { kind: 'legs', current: '2', target: '0', met: true },
      ],
    })
    expect(team.legs.map((leg) => [leg.uuid, leg.performance, leg.level])).toEqual([
      [b.uuid, String(448n * UNIT), 1],
      [c.uuid, String(224n * UNIT), 0],
    ])
    expect(team.legs[0]?.maskedAddress).toBe(`${b.address.slice(0, 6)}…${b.address.slice(-4)}`)
  })

  it('GET /club/team for a member with no figures yet answers zeros and the V1 requirements', async () => {
    const team = body<ClubTeam>(await get('/app/club/team', s)).data
    expect(team).toMatchObject({ level: 0, teamPerformance: '0', teamPerformanceToday: '0', legs: [] })
    expect(team.upgrade?.requirements.map((r) => r.met)).toEqual([false, false, false, true])
  })

  it('GET /club/team measures progress against the rules in force: a new version shows on the next call', async () => {
    const targets = async () =>
      body<ClubTeam>(await get('/app/club/team')).data.upgrade?.requirements.map((r) => [r.target, r.met])
    expect(await targets()).toEqual([
      ['1', true],
      ['3', false],
      [String(2240n * UNIT), false],
      ['0', true],
    ])
    const rules = {
      ...DEFAULT_CLUB_RULES,
      levels: DEFAULT_CLUB_RULES.levels.map((row) =>
        row.level === 1 ? { ...row, directsWithOrder: 2 } : row,
      ),
    }
    const { db } = t.database
    const [version] = await db
      .insert(clubRuleVersions)
      .values({ rules: clubRulesToJson(rules) })
      .returning({ id: clubRuleVersions.id })
    try {
      expect(await targets()).toEqual([
        ['1', true],
        ['2', true],
        [String(2240n * UNIT), false],
        ['0', true],
      ])
    } finally {
      await db.delete(clubRuleVersions).where(eq(clubRuleVersions.id, version?.id ?? 0))
    }
    expect(await targets()).toEqual([
      ['1', true],
      ['3', false],
      [String(2240n * UNIT), false],
      ['0', true],
    ])
  })

  it('GET /club/team/members pages my direct members in join order', async () => {
    const first = body<{ items: TeamMember[]; nextCursor: string | null }>(
      await get('/app/club/team/members?limit=1'),
    ).data
    expect(first.items.map((m) => [m.uuid, m.depth, m.ownOrders, m.teamPerformance])).toEqual([
      [b.uuid, 1, 1, String(224n * UNIT)],
    ])
    expect(first.nextCursor).not.toBeNull()
    const second = body<{ items: TeamMember[]; nextCursor: string | null }>(
      await get(`/app/club/team/members?limit=1&cursor=${first.nextCursor}`),
    ).data
    expect(second.items.map((m) => m.uuid)).toEqual([c.uuid])
    expect(second.nextCursor).toBeNull()
  })

  it('GET /club/leader answers my referrer and my nearest upline at V3 or above', async () => {
    const forE = body<ClubLeader>(await get('/app/club/leader', e)).data
    expect(forE.referrer?.communityNumber).toBe(b.communityNumber)
    expect(forE.leader).toMatchObject({ communityNumber: u.communityNumber, level: 3 })
    expect(forE.leaderMinLevel).toBe(3)
    const forU = body<ClubLeader>(await get('/app/club/leader', u)).data
    expect(forU.referrer).toMatchObject({ communityNumber: t.genesis.communityNumber, level: 5 })
    expect(forU.leader?.communityNumber).toBe(t.genesis.communityNumber)
  })

  it('refuses bad input with 400 code 7 and a missing session with 401', async () => {
    for (const url of ['/app/club/team/members?limit=0', '/app/club/team/members?cursor=abc']) {
      const response = await get(url)
      expect(response.statusCode).toBe(400)
      expect(body(response).code).toBe(7)
    }
    for (const url of ['/app/club/team', '/app/club/team/members', '/app/club/leader', '/app/club/levels'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})
