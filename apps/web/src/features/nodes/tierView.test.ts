import { NODE_LEVELS } from '@vita/shared/club/nodes'
import { describe, expect, it } from 'vitest'
import { nodeConfigFixture } from './testing'
import { nodeTotals, rewardSharePercent, tierRow, tiersOfType } from './tierView'

describe('the tier table', () => {
  const config = nodeConfigFixture(3)

  it('lists one type bronze to diamond, whatever order the API sends', () => {
    const shuffled = [...config.tiers].reverse()
    expect(tiersOfType(shuffled, 'super').map((tier) => [tier.type, tier.level])).toEqual(
      NODE_LEVELS.map((level) => ['super', level]),
    )
  })

  it('counts nodes and active nodes per type and overall', () => {
    expect(nodeTotals(tiersOfType(config.tiers, 'normal'))).toEqual({ nodes: 15, activeNodes: 5 })
    expect(nodeTotals(config.tiers)).toEqual({ nodes: 30, activeNodes: 10 })
    expect(nodeTotals([])).toEqual({ nodes: 0, activeNodes: 0 })
  })

  it('shows the defaults of club-rules §7 in whole tokens, the super type doubling the stake', () => {
    const [bronze] = tiersOfType(config.tiers, 'normal')
    const [superBronze] = tiersOfType(config.tiers, 'super')
    expect(tierRow(bronze!)).toMatchObject({
      key: 'normal:bronze',
      memberLevel: 1,
      stake: '10,000',
      rewardWeight: 1,
      taken: 3,
      maxRank: 1000,
      placesLeft: 997,
      dailyRewardLimit: '5',
    })
    expect(tierRow(superBronze!)).toMatchObject({ memberLevel: 3, stake: '20,000', maxRank: 500 })
  })

  it('never shows negative places left when more are taken than the max rank allows', () => {
    const [bronze] = tiersOfType(config.tiers, 'normal')
    expect(tierRow({ ...bronze!, taken: 1_200 }).placesLeft).toBe(0)
  })

  it('shows the reward share as a percent from basis points', () => {
    expect(rewardSharePercent(config.rewardShareBps)).toBe('30')
    expect(rewardSharePercent(1_250)).toBe('12.5')
  })
})
