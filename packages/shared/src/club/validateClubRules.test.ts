import { describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES, type ClubRules } from './rules'
import { assertClubRules, validateClubRules } from './validateClubRules'

const fieldsRefused = (rules: ClubRules) => {
  const result = validateClubRules(rules)
  return result.ok ? [] : result.issues.map((issue) => issue.field)
}

describe('DEFAULT_CLUB_RULES (club-rules §1–6)', () => {
  it('holds the documented defaults', () => {
    const usdt = 10n ** 18n
    expect(DEFAULT_CLUB_RULES).toMatchObject({
      orderPrice: 224n * usdt,
      maxOrdersPerMember: 4,
      staticDailyRateBps: 400n,
      staticDailyRateRangeBps: { min: 300n, max: 500n },
      dynamicDailyRateBps: 200n,
      topFourShareBps: 2_000n,
      userCountShareBps: 5_000n,
      staticCapBps: 10_000n,
      dynamicCapBps: 20_000n,
      inviteReward: 10n * usdt,
      cardValueBps: 10_000n,
      cardValidityDays: 365,
    })
    expect(Object.values(DEFAULT_CLUB_RULES.levelMultipliersBps)).toEqual([
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
      10_000n,
    ])
    expect(DEFAULT_CLUB_RULES.levels.map((row) => [row.level, row.teamPerformance / usdt, row.legs])).toEqual(
      [
        [1, 2_240n, { count: 0, minLevel: 0 }],
        [2, 22_400n, { count: 2, minLevel: 1 }],
        [3, 112_000n, { count: 2, minLevel: 2 }],
        [4, 448_000n, { count: 2, minLevel: 3 }],
        [5, 1_120_000n, { count: 2, minLevel: 4 }],
      ],
    )
    expect(validateClubRules(DEFAULT_CLUB_RULES)).toEqual({ ok: true, rules: DEFAULT_CLUB_RULES })
  })
})

describe('validateClubRules', () => {
  it('refuses a static daily rate outside 3%–5% with a clear message', () => {
    const result = validateClubRules({ ...DEFAULT_CLUB_RULES, staticDailyRateBps: 600n })
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          field: 'staticDailyRateBps',
          message: 'staticDailyRateBps must be between 300 and 500 bps, got 600',
        },
      ],
    })
    expect(fieldsRefused({ ...DEFAULT_CLUB_RULES, staticDailyRateBps: 299n })).toEqual(['staticDailyRateBps'])
    expect(fieldsRefused({ ...DEFAULT_CLUB_RULES, staticDailyRateBps: 300n })).toEqual([])
  })

  it('refuses every out-of-range number at once', () => {
    const broken: ClubRules = {
      ...DEFAULT_CLUB_RULES,
      orderPrice: 0n,
      maxOrdersPerMember: 0,
      poolSplitBps: { static: 1_500n, centralBank: 7_500n, fee: 1_100n },
      levelMultipliersBps: { ...DEFAULT_CLUB_RULES.levelMultipliersBps, 3: -1n },
      dynamicDailyRateBps: 10_001n,
      topFourCount: 0,
      dynamicCapBps: 0n,
      inviteReward: 1n,
      cardValidityDays: 0,
    }
    expect(fieldsRefused(broken)).toEqual([
      'orderPrice',
      'maxOrdersPerMember',
      'poolSplitBps',
      'levelMultipliersBps.3',
      'dynamicDailyRateBps',
      'topFourCount',
      'dynamicCapBps',
      'inviteReward', // above the fee share of a zero price
      'cardValidityDays',
    ])
  })

  it("refuses an invite reward above the order's fee-pool share (22.4 USDT)", () => {
    expect(fieldsRefused({ ...DEFAULT_CLUB_RULES, inviteReward: 23n * 10n ** 18n })).toEqual(['inviteReward'])
  })

  it('refuses a level table out of order or with legs at or above their own level', () => {
    const [v1, v2, ...rest] = DEFAULT_CLUB_RULES.levels
    if (v1 === undefined || v2 === undefined) throw new Error('default table has V1 and V2')
    expect(fieldsRefused({ ...DEFAULT_CLUB_RULES, levels: [v2, v1, ...rest] })).toContain('levels[0]')
    expect(
      fieldsRefused({
        ...DEFAULT_CLUB_RULES,
        levels: [v1, { ...v2, legs: { count: 2, minLevel: 2 } }, ...rest],
      }),
    ).toEqual(['levels[1]'])
  })

  it('assertClubRules throws listing the issues', () => {
    expect(() => assertClubRules({ ...DEFAULT_CLUB_RULES, cardValueBps: 0n })).toThrow(
      /cardValueBps must be between 1 and 10000 bps, got 0/,
    )
  })
})
