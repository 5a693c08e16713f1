import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ClubDividends,
  ClubEarnings,
  ClubLevels,
  ClubRulesView,
  ClubStats,
  DirectRewards,
  DividendStatement,
  DynamicDividend,
  StaticDividend,
} from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { updateTestMember } from '../../members/membersTesting'
import {
  joinClub,
  ORDER,
  seedClaimable,
  seedInviteReward,
  seedMemberDay,
  seedOrder,
  seedPool,
  seedSettlement,
  type ClubTestMember,
  UNIT,
} from '../clubTesting'
import { clubOrders } from '../tables'
import { clubDividends } from './dividends'

const u = (n: bigint) => String(n * UNIT)

/** Dividends, earnings, invite rewards and club totals on two settled days (03-09, 03-10 = today). */
describe.each(testDatabaseKinds)('club dividend and earnings reads (%s)', (kind) => {
  let t: TestApp
  let a: ClubTestMember, b: ClubTestMember, c: ClubTestMember
  const get = (url: string, who: ClubTestMember = a) =>
    t.app.inject({ method: 'GET', url, headers: who.auth })
  const data = async <T>(url: string, who: ClubTestMember = a) => {
    const response = await get(url, who)
    expect(response.statusCode, response.body).toBe(200)
    return body<T>(response).data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    t.clock.now = new Date('2026-03-10T02:00:00Z')
    a = await joinClub(t)
    b = await joinClub(t, a)
    c = await joinClub(t, a)
    const { db } = t.database
    await updateTestMember(db, a.id, { level: 1 })
    await seedOrder(db, a.id, { activationDay: '2026-03-01', staticEarned: 3n * UNIT })
    await seedOrder(db, a.id, { activationDay: '2026-03-01', status: 'completed', staticEarned: ORDER })
    const bOrder = await seedOrder(db, b.id, { activationDay: '2026-03-08' })
    const cOrder = await seedOrder(db, c.id, { activationDay: '2026-03-10' })
    await seedOrder(db, c.id, { status: 'pending' })
    await seedClaimable(db, a.id, 'static_earnings', 3n * UNIT)
    await seedClaimable(db, a.id, 'team_dividend', 2n * UNIT)
    await seedClaimable(db, a.id, 'invite_reward', 10n * UNIT)
    await seedPool(db, 'static_dividend_pool', 100n * UNIT)
    await seedPool(db, 'dynamic_pool', 50n * UNIT)
    await seedPool(db, 'fee_pool', 7n * UNIT)
    await seedSettlement(db, '2026-03-09', { dynamicPaid: 1n * UNIT })
    await seedSettlement(db, '2026-03-10', {
      staticRateBps: 450,
      staticPool: 90n * UNIT,
      staticDailyAmount: 4n * UNIT,
      staticTotalShares: 5n,
      staticTotalWeightedShares: 6n,
      dynamicPaid: 2n * UNIT,
      dynamicDailyAmount: 4n * UNIT,
      topFourAllocation: 8n * UNIT,
      userCountWeight: 16n * UNIT,
      teamPerformanceWeight: 16n * UNIT,
      qualifiedUserCount: 3,
    })
    await seedMemberDay(db, a.id, '2026-03-09', {
      staticShares: 1n,
      staticAmount: 1n * UNIT,
      inviteAmount: 10n * UNIT,
    })
    await seedMemberDay(db, a.id, '2026-03-10', {
      level: 1,
      staticShares: 2n,
      staticWeightedShares: 3n,
      staticAmount: 2n * UNIT,
      staticCapLeft: 221n * UNIT,
      dynamicQualified: true,
      topFour: true,
      teamPerformance: 448n * UNIT,
      dynamicAmount: 2n * UNIT,
    })
    await seedInviteReward(db, { referrerId: a.id, inviteeId: b.id, orderId: bOrder.id, day: '2026-03-09' })
    await seedInviteReward(db, { referrerId: a.id, inviteeId: c.id, orderId: cOrder.id, day: '2026-03-10' })
    await seedInviteReward(db, {
      referrerId: a.id,
      inviteeId: b.id,
      orderId: bOrder.id,
      day: '2026-03-10',
      kind: 'reversal',
    })
  })
  afterAll(() => t.close())

  it('GET /club/dividends answers claimable, earned and today per kind', async () => {
    expect(await data<ClubDividends>('/app/club/dividends')).toEqual({
      claimable: { static: u(3n), dynamic: u(2n), invite: u(10n), total: u(15n) },
      earned: { static: u(3n), dynamic: u(2n), invite: u(10n), total: u(15n) },
      today: { static: u(2n), dynamic: u(2n), invite: '0', total: u(4n) },
      lastSettledDay: '2026-03-10',
    })
    // The next day, before its settlement: nothing today yet.
    expect((await clubDividends(t.database.db, a.id, '2026-03-11')).today.total).toBe('0')
  })

  it('GET /club/dividends/static answers the pool, the day, shares, the remaining cap, today and total', async () => {
    expect(await data<StaticDividend>('/app/club/dividends/static')).toEqual({
      day: '2026-03-10',
      pool: u(100n),
      rateBps: 450,
      totalShares: '5',
      myShares: '2',
      remaining: u(221n),
      today: u(2n),
      total: u(3n),
    })
  })

  it('GET /club/dividends/dynamic answers the day figures and my part; level 0 is not qualified', async () => {
    expect(await data<DynamicDividend>('/app/club/dividends/dynamic')).toEqual({
      qualified: true,
      level: 1,
      day: '2026-03-10',
      poolBalance: u(50n),
      totalAllocated: u(3n),
      topFourAllocation: u(8n),
      rateBps: 200,
      dailyAmount: u(4n),
      userCountWeight: u(16n),
      qualifiedUserCount: 3,
      teamPerformanceWeight: u(16n),
      personal: u(2n),
      personalTotal: u(2n),
      topFour: true,
    })
    expect(await data<DynamicDividend>('/app/club/dividends/dynamic', b)).toMatchObject({
      qualified: false,
      level: 0,
      personal: '0',
    })
  })

  it('GET /club/dividends/history pages my statements of one kind, newest first', async () => {
    type Page = { items: DividendStatement[]; nextCursor: string | null }
    const first = await data<Page>('/app/club/dividends/history?kind=static&limit=1')
    expect(first.items).toEqual([
      {
        day: '2026-03-10',
        kind: 'static',
        pool: u(90n),
        rateBps: 450,
        dailyAmount: u(4n),
        // Shares, not weighted shares: the member reads "2 of 5".
        totalShares: '5',
        myShares: '2',
        amount: u(2n),
        capLeft: u(221n),
      },
    ])
    const second = await data<Page>(
      `/app/club/dividends/history?kind=static&limit=1&cursor=${first.nextCursor}`,
    )
    expect(second.items.map((item) => [item.day, item.amount])).toEqual([['2026-03-09', u(1n)]])
    expect(second.nextCursor).toBeNull()
    const dynamic = await data<Page>('/app/club/dividends/history?kind=dynamic')
    expect(dynamic.items.map((item) => [item.day, item.totalShares, item.myShares, item.amount])).toEqual([
      ['2026-03-10', '3', u(448n), u(2n)],
    ])
  })

  it('GET /club/direct-rewards answers totals net of reversals and the records newest first', async () => {
    const rewards = await data<DirectRewards>('/app/club/direct-rewards')
    expect(rewards).toMatchObject({ total: u(10n), today: '0', directCount: 2 })
    expect(rewards.records.items.map((r) => [r.day, r.invitee.communityNumber, r.amount])).toEqual([
      ['2026-03-10', b.communityNumber, `-${u(10n)}`],
      ['2026-03-10', c.communityNumber, u(10n)],
      ['2026-03-09', b.communityNumber, u(10n)],
    ])
  })

  it('GET /club/earnings answers totals and the settled days of the window, oldest first', async () => {
    const earnings = await data<ClubEarnings>('/app/club/earnings')
    expect(earnings.totals).toEqual({ static: u(3n), dynamic: u(2n), invite: u(10n), total: u(15n) })
    expect(earnings.days).toEqual([
      { day: '2026-03-09', static: u(1n), dynamic: '0', invite: u(10n) },
      { day: '2026-03-10', static: u(2n), dynamic: u(2n), invite: '0' },
    ])
    expect((await data<ClubEarnings>('/app/club/earnings?days=1')).days.map((d) => d.day)).toEqual([
      '2026-03-10',
    ])
  })

  it('GET /club/stats answers members, standing orders, consumption, pools and today', async () => {
    expect(await data<ClubStats>('/app/club/stats')).toEqual({
      members: 4,
      orders: 4,
      consumption: String(4n * ORDER),
      pools: { static: u(100n), dynamic: u(50n), centralBank: '0', fee: u(7n) },
      todayNewOrders: 1,
      todayConsumption: String(ORDER),
      day: '2026-03-10',
    })
  })

  it('GET /club/rules (no session) and /club/levels answer the rules in force', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/club/rules' })
    expect(response.statusCode).toBe(200)
    const rules = body<ClubRulesView>(response).data
    expect(rules).toMatchObject({
      orderPrice: String(ORDER),
      maxOrdersPerMember: 4,
      staticDailyRateBps: 400,
      dpineReturnBps: 1500,
      inviteReward: u(10n),
      timeZone: 'Asia/Shanghai',
    })
    expect(rules.levels[1]).toEqual({
      level: 2,
      ownOrders: 1,
      directsWithOrder: 3,
      teamPerformance: u(22_400n),
      legs: { count: 2, minLevel: 1 },
    })
    const levels = await data<ClubLevels>('/app/club/levels')
    expect(levels.myLevel).toBe(1)
    expect(levels.levels).toEqual(rules.levels)
  })

  it('refuses bad input with 400 code 7 and a missing session with 401', async () => {
    for (const url of [
      '/app/club/earnings?days=0',
      '/app/club/earnings?days=91',
      '/app/club/dividends/history?kind=both',
      '/app/club/dividends/history?kind=static&cursor=2026-13-45',
      '/app/club/direct-rewards?cursor=-1',
    ]) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(400)
      expect(body(response).code).toBe(7)
    }
    for (const url of [
      '/app/club/dividends',
      '/app/club/dividends/static',
      '/app/club/dividends/dynamic',
      '/app/club/dividends/history?kind=static',
      '/app/club/direct-rewards',
      '/app/club/earnings',
      '/app/club/stats',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401)
  })

  it('GET /club/direct-rewards says which invite rewards wait for the next settlement (issue 30)', async () => {
    const { db } = t.database
    // b's and c's first orders were rewarded (settlement marks the order it rewarded); d's is not yet.
    await db
      .update(clubOrders)
      .set({ inviteRewardTo: a.id })
      .where(inArray(clubOrders.memberId, [b.id, c.id]))
    const d = await joinClub(t, a)
    await seedOrder(db, d.id, { activationDay: '2026-03-10' })
    await seedOrder(db, d.id, { activationDay: '2026-03-10' })
    const rewards = await data<DirectRewards>('/app/club/direct-rewards')
    expect(rewards.pending).toEqual({ count: 1, amount: u(10n) })
    expect((await data<DirectRewards>('/app/club/direct-rewards', b)).pending).toEqual({
      count: 0,
      amount: '0',
    })
  })
})
