import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NODE_RULES,
  findNodeTier,
  NODE_EVENTS,
  NODE_STATUSES,
  nodeDayStatus,
  nodeRewardAmount,
  nodeRulesIssues,
  nodeTransition,
  qualifyForNodeTier,
  splitNodeRewards,
  type NodeRules,
  type NodeTierRule,
} from './nodes'
import { DEFAULT_CLUB_RULES } from './rules'
import { validateClubRules } from './validateClubRules'

const UNIT = 10n ** 18n
const tier = (type: 'normal' | 'super', level: NodeTierRule['level']): NodeTierRule => {
  const row = findNodeTier(DEFAULT_NODE_RULES, { type, level })
  if (!row) throw new Error(`no ${type} ${level}`)
  return row
}

describe('the default tier table (club-rules §7)', () => {
  it('holds the normal table as documented', () => {
    expect(tier('normal', 'bronze')).toEqual({
      type: 'normal',
      level: 'bronze',
      memberLevel: 1,
      stake: 10_000n * UNIT,
      rewardWeight: 1,
      maxRank: 1_000,
      dailyRewardLimit: 5n * UNIT,
    })
    expect(tier('normal', 'diamond')).toMatchObject({ memberLevel: 4, stake: 500_000n * UNIT, maxRank: 50 })
  })

  it('makes super double the stake, two levels more (at most V5) and half the max rank', () => {
    expect(tier('super', 'bronze')).toMatchObject({ memberLevel: 3, stake: 20_000n * UNIT, maxRank: 500 })
    expect(tier('super', 'gold')).toMatchObject({ memberLevel: 4, stake: 160_000n * UNIT, maxRank: 100 })
    expect(tier('super', 'diamond')).toMatchObject({ memberLevel: 5, stake: 1_000_000n * UNIT, maxRank: 25 })
  })

  it('is valid, and the club rules carry it', () => {
    expect(nodeRulesIssues(DEFAULT_NODE_RULES)).toEqual([])
    expect(DEFAULT_CLUB_RULES.nodes).toBe(DEFAULT_NODE_RULES)
    expect(DEFAULT_NODE_RULES.rewardShareBps).toBe(3_000n)
    expect(DEFAULT_NODE_RULES.releaseCoolingDays).toBe(7)
  })
})

describe('nodeRulesIssues', () => {
  it('refuses a missing or doubled tier, bad numbers and a share above 100%', () => {
    const [first, ...rest] = DEFAULT_NODE_RULES.tiers
    if (!first) throw new Error('no tiers')
    const broken: NodeRules = {
      tiers: [
        { ...first, stake: 0n, maxRank: -1, rewardWeight: 1.5, dailyRewardLimit: -1n },
        first,
        ...rest.slice(1),
      ],
      rewardShareBps: 10_001n,
      releaseCoolingDays: -1,
    }
    const fields = nodeRulesIssues(broken).map((issue) => issue.message)
    expect(fields.join('\n')).toMatch(/rewardShareBps/)
    expect(fields.join('\n')).toMatch(/releaseCoolingDays/)
    expect(fields.join('\n')).toMatch(/normal bronze once, got 2/)
    expect(fields.join('\n')).toMatch(/normal silver once, got 0/)
    expect(fields.join('\n')).toMatch(/stake must be positive/)
    expect(fields.join('\n')).toMatch(/maxRank/)
    expect(fields.join('\n')).toMatch(/rewardWeight/)
    expect(fields.join('\n')).toMatch(/dailyRewardLimit/)
  })

  it('is part of validateClubRules', () => {
    const result = validateClubRules({ ...DEFAULT_CLUB_RULES, nodes: { ...DEFAULT_NODE_RULES, tiers: [] } })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues.some((issue) => issue.field === 'nodes.tiers')).toBe(true)
  })
})

describe('the node state machine', () => {
  it('allows exactly the documented transitions', () => {
    const allowed = NODE_STATUSES.flatMap((status) =>
      NODE_EVENTS.flatMap((event) => {
        const next = nodeTransition(status, event)
        return next ? [`${status} + ${event} → ${next}`] : []
      }),
    )
    expect(allowed).toEqual([
      'open + upgraded → open',
      'open + closedByHolder → closing',
      'closing + stakeReleased → closed',
    ])
  })
})

describe('qualifyForNodeTier', () => {
  const bronze = tier('normal', 'bronze')
  const silver = tier('normal', 'silver')

  it('meets everything: apply', () => {
    const result = qualifyForNodeTier(
      { memberLevel: 1, availableDpine: 10_000n * UNIT, openNode: null },
      bronze,
      999,
    )
    expect(result).toEqual({
      memberLevel: { current: 1, required: 1, met: true },
      stake: { available: 10_000n * UNIT, required: 10_000n * UNIT, met: true },
      places: { left: 1, met: true },
      action: 'apply',
      qualified: true,
    })
  })

  it('lacks the level, the stake or a place, each on its own', () => {
    const base = { memberLevel: 1, availableDpine: 10_000n * UNIT, openNode: null } as const
    expect(qualifyForNodeTier({ ...base, memberLevel: 0 }, bronze, 0)).toMatchObject({
      memberLevel: { met: false },
      qualified: false,
    })
    expect(qualifyForNodeTier({ ...base, availableDpine: 10_000n * UNIT - 1n }, bronze, 0)).toMatchObject({
      stake: { met: false },
      qualified: false,
    })
    expect(qualifyForNodeTier(base, bronze, 1_000)).toMatchObject({
      places: { left: 0, met: false },
      qualified: false,
    })
    expect(qualifyForNodeTier(base, bronze, 1_200).places.left).toBe(0)
  })

  it('turns into an upgrade for a higher stake, needing only the difference', () => {
    const holder = {
      memberLevel: 2 as const,
      availableDpine: 20_000n * UNIT,
      openNode: { type: 'normal' as const, level: 'bronze' as const, stake: 10_000n * UNIT },
    }
    expect(qualifyForNodeTier(holder, silver, 0)).toMatchObject({
      action: 'upgrade',
      stake: { required: 20_000n * UNIT, met: true },
      qualified: true,
    })
    expect(qualifyForNodeTier(holder, bronze, 0)).toMatchObject({ action: 'current', qualified: false })
    const onSilver = {
      ...holder,
      openNode: { ...holder.openNode, level: 'silver' as const, stake: 30_000n * UNIT },
    }
    expect(qualifyForNodeTier(onSilver, bronze, 0)).toMatchObject({ action: 'lower', qualified: false })
  })
})

describe('nodeDayStatus', () => {
  const bronze = tier('normal', 'bronze')
  const node = { status: 'open' as const, stake: bronze.stake, holderLevel: 1 as const, tier: bronze }
  it('is active when open, staked and qualified; otherwise says why', () => {
    expect(nodeDayStatus(node)).toEqual({ active: true, reason: null })
    expect(nodeDayStatus({ ...node, status: 'closing' })).toEqual({ active: false, reason: 'closing' })
    expect(nodeDayStatus({ ...node, holderLevel: 0 })).toEqual({ active: false, reason: 'memberLevel' })
    expect(nodeDayStatus({ ...node, stake: bronze.stake - 1n })).toEqual({ active: false, reason: 'stake' })
  })
})

describe('the daily node reward', () => {
  it('is 30% of the inflow, never more than the pool', () => {
    expect(nodeRewardAmount(1_000n, 10_000n, DEFAULT_NODE_RULES)).toBe(300n)
    expect(nodeRewardAmount(1_000n, 200n, DEFAULT_NODE_RULES)).toBe(200n)
    expect(nodeRewardAmount(0n, 200n, DEFAULT_NODE_RULES)).toBe(0n)
  })

  it('splits by weight, rounds down and caps each node; the rest stays', () => {
    const rewards = splitNodeRewards(
      [
        { id: 1, weight: 1, dailyRewardLimit: 5n },
        { id: 2, weight: 2, dailyRewardLimit: 100n },
        { id: 3, weight: 4, dailyRewardLimit: 100n },
      ],
      100n,
    )
    expect(rewards).toEqual([
      { id: 1, entitled: 14n, amount: 5n, capped: true },
      { id: 2, entitled: 28n, amount: 28n, capped: false },
      { id: 3, entitled: 57n, amount: 57n, capped: false },
    ])
    const paid = rewards.reduce((sum, reward) => sum + reward.amount, 0n)
    expect(paid).toBe(90n)
  })

  it('pays nothing with no nodes or no weight', () => {
    expect(splitNodeRewards([], 100n)).toEqual([])
    expect(splitNodeRewards([{ id: 1, weight: 0, dailyRewardLimit: 5n }], 100n)).toEqual([
      { id: 1, entitled: 0n, amount: 0n, capped: false },
    ])
  })

  it('never pays more than the amount, nor any node above its limit (random sets)', () => {
    let seed = 7
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % max
    }
    for (let round = 0; round < 200; round++) {
      const nodes = Array.from({ length: 1 + next(30) }, (_, id) => ({
        id,
        weight: next(17),
        dailyRewardLimit: BigInt(next(1_000)),
      }))
      const amount = BigInt(next(100_000))
      const rewards = splitNodeRewards(nodes, amount)
      expect(rewards.reduce((sum, reward) => sum + reward.amount, 0n) <= amount).toBe(true)
      rewards.forEach((reward, index) =>
        expect(reward.amount <= (nodes[index]?.dailyRewardLimit ?? 0n)).toBe(true),
      )
    }
  })
})
