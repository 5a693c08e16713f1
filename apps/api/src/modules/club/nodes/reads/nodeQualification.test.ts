import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NODE_BENEFITS } from '@vita/shared'
import type { MyNode, NodeConfig, NodeQualification, NodeQualificationTier } from '@vita/shared/schemas/nodes'
import { body, createTestApp, type TestApp } from '../../../../app/testApp'
import { testDatabaseKinds } from '../../../../platform/db/testing'
import { updateTestMember } from '../../../members/membersTesting'
import type { ClubNodeRow } from '../../tables'
import { joinClub, seedSettlement, type ClubTestMember, UNIT } from '../../clubTesting'
import { seedDpine, seedNode, seedNodeDay, takePlaces } from './nodeReadsTesting'

const dpine = (n: bigint) => String(n * UNIT)

/**
 * The tier table, my node and my qualification under the default rules. A (V2, 50,000 DPINE, no node),
 * B (V3, 100,000 DPINE, open normal silver), C (two closing nodes), E (an open node and a newer
 * closing one), F (a closed node only); normal silver's places are all taken.
 */
describe.each(testDatabaseKinds)('node config, mine and qualification (%s)', (kind) => {
  let t: TestApp
  let a: ClubTestMember, b: ClubTestMember, c: ClubTestMember, e: ClubTestMember, f: ClubTestMember
  const nodes: Partial<Record<'b' | 'c' | 'e', ClubNodeRow>> = {}
  const ids = { b: '', c: '', e: '' }
  const data = async <T>(url: string, who: ClubTestMember) => {
    const response = await t.app.inject({ method: 'GET', url, headers: who.auth })
    expect(response.statusCode, response.body).toBe(200)
    return body<T>(response).data
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    ;[a, b, c, e, f] = [
      await joinClub(t),
      await joinClub(t),
      await joinClub(t),
      await joinClub(t),
      await joinClub(t),
    ]
    const { db } = t.database
    await updateTestMember(db, a.id, { level: 2 })
    await updateTestMember(db, b.id, { level: 3 })
    await seedDpine(db, a.id, 50_000n * UNIT)
    await seedDpine(db, b.id, 100_000n * UNIT)
    nodes.b = await seedNode(db, b.id, { level: 'silver', stake: 30_000n * UNIT })
    await seedNode(db, c.id, { status: 'closing' })
    nodes.c = await seedNode(db, c.id, { level: 'gold', status: 'closing', stake: 80_000n * UNIT })
    nodes.e = await seedNode(db, e.id)
    await seedNode(db, e.id, { level: 'silver', status: 'closing', stake: 30_000n * UNIT })
    await seedNode(db, f.id, { status: 'closed' })
    await takePlaces(db, nodes.b, 499)
    ids.b = nodes.b.uuid
    ids.c = nodes.c.uuid
    ids.e = nodes.e.uuid
  })
  afterAll(() => t.close())

  const tierOf = <T extends { type: string; level: string }>(tiers: T[], type: string, level: string) => {
    const tier = tiers.find((row) => row.type === type && row.level === level)
    if (!tier) throw new Error(`no ${type} ${level}`)
    return tier
  }

  describe('before any settled day', () => {
    it('GET /club/nodes/config lists every tier with places taken, no active nodes and no day', async () => {
      const config = await data<NodeConfig>('/app/club/nodes/config', a)
      expect(config.tiers).toHaveLength(10)
      expect(config.tiers.map((tier) => tier.taken)).toEqual([1, 500, 0, 0, 0, 0, 0, 0, 0, 0])
      expect(tierOf(config.tiers, 'normal', 'gold')).toEqual({
        type: 'normal',
        level: 'gold',
        memberLevel: 2,
        stake: dpine(80_000n),
        rewardWeight: 4,
        maxRank: 200,
        taken: 0,
        activeNodes: 0,
        dailyRewardLimit: dpine(40n),
        benefits: [...NODE_BENEFITS],
      })
      expect(tierOf(config.tiers, 'super', 'diamond')).toMatchObject({
        memberLevel: 5,
        stake: dpine(1_000_000n),
        maxRank: 25,
        dailyRewardLimit: dpine(250n),
      })
      expect(config).toMatchObject({
        rewardShareBps: 3_000,
        releaseCoolingDays: 7,
        totals: { nodes: 501, activeNodes: 0 },
        lastSettledDay: null,
      })
    })
  })

  describe('after two settled days', () => {
    beforeAll(async () => {
      const { db } = t.database
      const { b: bNode, c: cNode, e: eNode } = nodes
      if (!bNode || !cNode || !eNode) throw new Error('nodes missing')
      await seedSettlement(db, '2026-03-09')
      await seedSettlement(db, '2026-03-10')
      await seedNodeDay(db, bNode, '2026-03-09')
      await seedNodeDay(db, eNode, '2026-03-09')
      await seedNodeDay(db, bNode, '2026-03-10', { weight: 2 })
      await seedNodeDay(db, eNode, '2026-03-10', { active: false, reason: 'memberLevel' })
      await seedNodeDay(db, cNode, '2026-03-10', { active: false, reason: 'closing' })
    })

    it('GET /club/nodes/config counts the nodes active on the last settled day only', async () => {
      const config = await data<NodeConfig>('/app/club/nodes/config', a)
      expect(config.tiers.map((tier) => tier.activeNodes)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0])
      expect(config.totals).toEqual({ nodes: 501, activeNodes: 1 })
      expect(config.lastSettledDay).toBe('2026-03-10')
    })
  })

  it('GET /club/nodes/mine answers the open node, else the newest closing one, else null', async () => {
    const mine = async (who: ClubTestMember) =>
      (await data<{ node: MyNode | null }>('/app/club/nodes/mine', who)).node
    expect(await mine(a)).toBeNull()
    expect(await mine(f)).toBeNull()
    expect(await mine(b)).toEqual({
      id: ids.b,
      type: 'normal',
      level: 'silver',
      status: 'open',
      stake: dpine(30_000n),
    })
    expect(await mine(c)).toMatchObject({ id: ids.c, level: 'gold', status: 'closing' })
    expect(await mine(e)).toMatchObject({ id: ids.e, level: 'bronze', status: 'open' })
  })

  it('GET /club/nodes/qualification without a node: apply, checked by level, stake and places', async () => {
    const q = await data<NodeQualification>('/app/club/nodes/qualification', a)
    expect(q).toMatchObject({ memberLevel: 2, availableDpine: dpine(50_000n), node: null })
    expect(q.tiers.every((tier) => tier.action === 'apply')).toBe(true)
    const summary = (tier: NodeQualificationTier) => [
      tier.memberLevel.met,
      tier.stake.met,
      tier.places.met,
      tier.qualified,
    ]
    expect(tierOf(q.tiers, 'normal', 'bronze')).toEqual({
      type: 'normal',
      level: 'bronze',
      memberLevel: { current: 2, required: 1, met: true },
      stake: { available: dpine(50_000n), required: dpine(10_000n), met: true },
      places: { left: 999, met: true },
      action: 'apply',
      qualified: true,
    })
    expect(summary(tierOf(q.tiers, 'normal', 'silver'))).toEqual([true, true, false, false])
    expect(tierOf(q.tiers, 'normal', 'silver').places).toEqual({ left: 0, met: false })
    expect(summary(tierOf(q.tiers, 'normal', 'gold'))).toEqual([true, false, true, false])
    expect(summary(tierOf(q.tiers, 'normal', 'platinum'))).toEqual([false, false, true, false])
    expect(summary(tierOf(q.tiers, 'super', 'bronze'))).toEqual([false, true, true, false])
  })

  it('GET /club/nodes/qualification with an open node: upgrade by the difference, current, lower', async () => {
    const q = await data<NodeQualification>('/app/club/nodes/qualification', b)
    expect(q).toMatchObject({
      memberLevel: 3,
      availableDpine: dpine(100_000n),
      node: { id: ids.b, level: 'silver', status: 'open' },
    })
    const view = (type: string, level: string) => {
      const tier = tierOf(q.tiers, type, level)
      return [tier.action, tier.stake.required, tier.stake.met, tier.memberLevel.met, tier.qualified]
    }
    expect(view('normal', 'bronze')).toEqual(['lower', dpine(10_000n), true, true, false])
    expect(view('normal', 'silver')).toEqual(['current', dpine(30_000n), true, true, false])
    expect(view('normal', 'gold')).toEqual(['upgrade', dpine(50_000n), true, true, true])
    expect(view('normal', 'platinum')).toEqual(['upgrade', dpine(170_000n), false, true, false])
    expect(view('super', 'bronze')).toEqual(['lower', dpine(20_000n), true, true, false])
    expect(view('super', 'silver')).toEqual(['upgrade', dpine(30_000n), true, false, false])
  })

  it('GET /club/nodes/qualification counts a closing node as no node', async () => {
    const q = await data<NodeQualification>('/app/club/nodes/qualification', c)
    expect(q.node).toBeNull()
    expect(q.availableDpine).toBe('0')
    expect(q.tiers.every((tier) => tier.action === 'apply' && !tier.stake.met)).toBe(true)
  })
})
