import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NodeDetail, NodeMember, NodeRewardDay } from '@vita/shared/schemas/nodes'
import { body, createTestApp, type TestApp } from '../../../../app/testApp'
import { testDatabaseKinds } from '../../../../platform/db/testing'
import { maskAddress } from '../../../members'
import { updateTestMember } from '../../../members/membersTesting'
import {
  joinClub,
  seedOrder,
  seedSettlement,
  setMemberStats,
  type ClubTestMember,
  UNIT,
} from '../../clubTesting'
import type { ClubNodeRow } from '../../tables'
import { seedNode, seedNodeDay } from './nodeReadsTesting'

const u = (n: bigint) => String(n * UNIT)
type Page<T> = { items: T[]; nextCursor: string | null }

/**
 * A node's page, rewards and members. H (V2) holds an open normal silver node over D1 → D2, D3, D4
 * (D2 joined last, under D1); D1 holds a node never settled; S, a stranger, holds a closed node.
 * Settled days: 2026-03-09 and 2026-03-10.
 */
describe.each(testDatabaseKinds)('node detail, rewards and members (%s)', (kind) => {
  let t: TestApp
  let h: ClubTestMember, d1: ClubTestMember, d2: ClubTestMember, d3: ClubTestMember, d4: ClubTestMember
  let s: ClubTestMember
  let node: ClubNodeRow, unsettled: ClubNodeRow, closed: ClubNodeRow
  const get = (url: string, who: ClubTestMember) => t.app.inject({ method: 'GET', url, headers: who.auth })
  const data = async <T>(url: string, who: ClubTestMember) => {
    const response = await get(url, who)
    expect(response.statusCode, response.body).toBe(200)
    return body<T>(response).data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    h = await joinClub(t)
    d1 = await joinClub(t, h)
    d3 = await joinClub(t, h)
    d4 = await joinClub(t, h)
    d2 = await joinClub(t, d1)
    s = await joinClub(t)
    const { db } = t.database
    await updateTestMember(db, h.id, { level: 2 })
    await setMemberStats(db, h.id, { teamSize: 4, ownOrders: 1 })
    for (const member of [d1, d2, d3]) await setMemberStats(db, member.id, { ownOrders: 1 })
    await seedOrder(db, h.id)
    await seedOrder(db, d1.id)
    await seedOrder(db, d2.id, { status: 'completed' })
    await seedOrder(db, d3.id, { status: 'exited' })
    await seedOrder(db, d4.id, { status: 'pending' })
    await seedOrder(db, s.id)
    node = await seedNode(db, h.id, {
      level: 'silver',
      stake: 30_000n * UNIT,
      openedAt: new Date('2026-03-01T01:00:00Z'),
    })
    unsettled = await seedNode(db, d1.id)
    closed = await seedNode(db, s.id, {
      status: 'closed',
      closingAt: new Date('2026-03-02T00:00:00Z'),
      releaseAt: new Date('2026-03-09T00:00:00Z'),
      releasedAt: new Date('2026-03-09T00:00:00Z'),
    })
    await seedSettlement(db, '2026-03-09')
    await seedSettlement(db, '2026-03-10')
    await seedNodeDay(db, closed, '2026-03-01', { entitled: 3n * UNIT, amount: 3n * UNIT })
    await seedNodeDay(db, node, '2026-03-08', { weight: 2, entitled: 5n * UNIT, amount: 5n * UNIT })
    await seedNodeDay(db, node, '2026-03-09', { active: false, reason: 'memberLevel', weight: 2 })
    await seedNodeDay(db, node, '2026-03-10', {
      weight: 2,
      entitled: 9n * UNIT,
      amount: 7n * UNIT,
      capped: true,
    })
  })
  afterAll(() => t.close())

  const publicPart = () => ({
    id: node.uuid,
    type: 'normal',
    level: 'silver',
    status: 'open',
    lastDay: { day: '2026-03-10', active: true, reason: null },
    holder: { communityNumber: h.communityNumber, maskedAddress: maskAddress(h.address), level: 2 },
    totalMembers: 4,
    activeMembers: 2,
    openedAt: '2026-03-01T01:00:00.000Z',
  })

  it('GET /club/nodes/:id shows the holder the public part and the owner part', async () => {
    expect(await data<NodeDetail>(`/app/club/nodes/${node.uuid}`, h)).toEqual({
      ...publicPart(),
      mine: true,
      owner: {
        stake: u(30_000n),
        rewardToday: u(7n),
        rewardTotal: u(12n),
        closingAt: null,
        releaseAt: null,
      },
    })
  })

  it('GET /club/nodes/:id shows another member the public part only', async () => {
    const detail = await data<NodeDetail>(`/app/club/nodes/${node.uuid}`, s)
    expect(detail).toEqual({ ...publicPart(), mine: false, owner: null })
  })

  it('GET /club/nodes/:id counts active members over the holder downline only', async () => {
    const detail = await data<NodeDetail>(`/app/club/nodes/${unsettled.uuid}`, d1)
    expect(detail).toMatchObject({ lastDay: null, totalMembers: 0, activeMembers: 1, mine: true })
    expect(detail.owner).toMatchObject({ rewardToday: '0', rewardTotal: '0' })
  })

  it('GET /club/nodes/:id reads a closed node: no reward on the last settled day, its dates', async () => {
    expect(await data<NodeDetail>(`/app/club/nodes/${closed.uuid}`, s)).toMatchObject({
      status: 'closed',
      lastDay: { day: '2026-03-01', active: true, reason: null },
      owner: {
        rewardToday: '0',
        rewardTotal: u(3n),
        closingAt: '2026-03-02T00:00:00.000Z',
        releaseAt: '2026-03-09T00:00:00.000Z',
      },
    })
    expect(await data<NodeDetail>(`/app/club/nodes/${closed.uuid}`, h)).toMatchObject({
      status: 'closed',
      owner: null,
    })
  })

  it('GET /club/nodes/:id/rewards pages the settled days newest first', async () => {
    const url = `/app/club/nodes/${node.uuid}/rewards`
    const first = await data<Page<NodeRewardDay>>(`${url}?limit=2`, h)
    expect(first.items).toEqual([
      {
        day: '2026-03-10',
        active: true,
        reason: null,
        weight: 2,
        entitled: u(9n),
        amount: u(7n),
        capped: true,
      },
      {
        day: '2026-03-09',
        active: false,
        reason: 'memberLevel',
        weight: 2,
        entitled: '0',
        amount: '0',
        capped: false,
      },
    ])
    expect(first.nextCursor).toBe('2026-03-09')
    const second = await data<Page<NodeRewardDay>>(`${url}?limit=2&cursor=${first.nextCursor}`, h)
    expect(second.items.map((row) => [row.day, row.amount])).toEqual([['2026-03-08', u(5n)]])
    expect(second.nextCursor).toBeNull()
    expect((await data<Page<NodeRewardDay>>(url, h)).items).toHaveLength(3)
    expect((await get(`${url}?cursor=2026-02-30`, h)).statusCode).toBe(400)
    const closedRewards = await data<Page<NodeRewardDay>>(`/app/club/nodes/${closed.uuid}/rewards`, s)
    expect(closedRewards.items.map((row) => row.day)).toEqual(['2026-03-01'])
  })

  it('GET /club/nodes/:id/members pages the holder downline in tree order', async () => {
    const url = `/app/club/nodes/${node.uuid}/members`
    const first = await data<Page<NodeMember>>(`${url}?limit=3`, h)
    expect(first.items.map((row) => [row.uuid, row.depth, row.orders, row.active])).toEqual([
      [d1.uuid, 1, 1, true],
      [d2.uuid, 2, 1, true],
      [d3.uuid, 1, 1, false],
    ])
    expect(first.items[1]).toEqual({
      communityNumber: d2.communityNumber,
      maskedAddress: maskAddress(d2.address),
      level: 0,
      uuid: d2.uuid,
      depth: 2,
      orders: 1,
      active: true,
      joinedAt: d2.joinedAt.toISOString(),
    })
    expect(first.nextCursor).not.toBeNull()
    const second = await data<Page<NodeMember>>(`${url}?limit=3&cursor=${first.nextCursor}`, h)
    expect(second.items.map((row) => [row.uuid, row.depth, row.orders, row.active])).toEqual([
      [d4.uuid, 1, 0, false],
    ])
    expect(second.nextCursor).toBeNull()
    const nested = await data<Page<NodeMember>>(`/app/club/nodes/${unsettled.uuid}/members`, d1)
    expect(nested.items.map((row) => [row.uuid, row.depth])).toEqual([[d2.uuid, 1]])
  })
})
