import type { MemberLevel } from '@vita/shared/club/rules'
import { describe, expect, it } from 'vitest'
import { qualificationFixture, UNIT } from './testing'
import { tierActionState } from './tierAction'

const tierOf = (answer: ReturnType<typeof qualificationFixture>, type: string, level: string) => {
  const tier = answer.tiers.find((row) => row.type === type && row.level === level)
  if (!tier) throw new Error(`no ${type} ${level}`)
  return tier
}
const member = (
  memberLevel: MemberLevel,
  dpine: bigint,
  openNode: Parameters<typeof qualificationFixture>[0]['openNode'] = null,
) => qualificationFixture({ memberLevel, availableDpine: dpine * UNIT, openNode })

describe('the action of a tier', () => {
  it('offers "apply" to a qualified member without a node', () => {
    expect(tierActionState(tierOf(member(1, 10_000n), 'normal', 'bronze'))).toEqual({
      kind: 'apply',
      enabled: true,
      blocks: [],
    })
  })

  it('says every requirement that is not met: member level, the DPINE still lacking, places', () => {
    const answer = qualificationFixture(
      { memberLevel: 1, availableDpine: 12_500n * UNIT, openNode: null },
      () => 500,
    )
    expect(tierActionState(tierOf(answer, 'normal', 'silver'))).toEqual({
      kind: 'apply',
      enabled: false,
      blocks: [
        { reason: 'memberLevel', required: 2, current: 1 },
        { reason: 'stake', lack: 17_500n * UNIT },
        { reason: 'places' },
      ],
    })
  })

  it('offers "upgrade" to a higher stake and asks only for the difference', () => {
    const bronze = { type: 'normal', level: 'bronze', stake: 10_000n * UNIT } as const
    const answer = member(2, 20_000n, bronze)
    const silver = tierOf(answer, 'normal', 'silver')
    expect(silver.stake.required).toBe((20_000n * UNIT).toString())
    expect(tierActionState(silver)).toMatchObject({ kind: 'upgrade', enabled: true })
  })

  it('disables the current tier and the lower ones, saying why', () => {
    const silver = { type: 'normal', level: 'silver', stake: 30_000n * UNIT } as const
    const answer = member(5, 1_000_000n, silver)
    expect(tierActionState(tierOf(answer, 'normal', 'silver'))).toEqual({
      kind: 'current',
      enabled: false,
      blocks: [{ reason: 'current' }],
    })
    expect(tierActionState(tierOf(answer, 'super', 'gold'))).toMatchObject({
      kind: 'upgrade',
      enabled: true,
    })
    // Another type is still a move by stake: super bronze (20,000) is below silver (30,000).
    for (const [type, level] of [
      ['normal', 'bronze'],
      ['super', 'bronze'],
    ] as const)
      expect(tierActionState(tierOf(answer, type, level))).toEqual({
        kind: 'lower',
        enabled: false,
        blocks: [{ reason: 'lower' }],
      })
  })

  it('trusts the server when it refuses a tier whose checks all pass', () => {
    const tier = { ...tierOf(member(1, 10_000n), 'normal', 'bronze'), qualified: false }
    expect(tierActionState(tier)).toEqual({
      kind: 'apply',
      enabled: false,
      blocks: [{ reason: 'notQualified' }],
    })
  })
})
