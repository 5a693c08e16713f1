import { describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES as rules } from './rules'
import { settleStaticDividends, type StaticDividendOrder } from './staticDividends'

const usdt = (value: bigint) => value * 10n ** 18n
const order = (orderId: string, memberId: string, staticCapLeft = usdt(224n)): StaticDividendOrder => ({
  orderId,
  memberId,
  shares: 1n,
  level: 0,
  staticCapLeft,
})

describe('settleStaticDividends (club-rules §2)', () => {
  it('shares pool × 4% equally by shares, rounding down, the remainder staying in the pool', () => {
    // 1,000 USDT × 400/10,000 = 40 USDT; 3 shares: 40e18 / 3 = 13,333,333,333,333,333,333 each;
    // paid 39,999,999,999,999,999,999, 1 wei stays: pool after = 960e18 + 1.
    const result = settleStaticDividends({
      poolBalance: usdt(1_000n),
      orders: [order('a', 'm1'), order('b', 'm1'), order('c', 'm2')],
      rules,
    })
    const third = 13_333_333_333_333_333_333n
    expect(result.orders.map((paid) => paid.amount)).toEqual([third, third, third])
    expect(result.statement).toMatchObject({
      pool: usdt(1_000n),
      rateBps: 400n,
      dailyAmount: usdt(40n),
      totalShares: 3n,
      paid: 3n * third,
      poolAfter: usdt(960n) + 1n,
    })
    expect(result.statement.members).toEqual([
      {
        memberId: 'm1',
        myShares: 2n,
        myWeightedShares: 20_000n,
        amount: 2n * third,
        capLeft: 2n * (usdt(224n) - third),
      },
      { memberId: 'm2', myShares: 1n, myWeightedShares: 10_000n, amount: third, capLeft: usdt(224n) - third },
    ])
  })

  it('caps an order that reaches its static cap mid-day; what it cannot take stays in the pool', () => {
    // 500 USDT × 4% = 20 USDT, 10 USDT per share; order b has 3 USDT of cap left: pays 3, 7 stay.
    const result = settleStaticDividends({
      poolBalance: usdt(500n),
      orders: [order('a', 'm1'), order('b', 'm2', usdt(3n))],
      rules,
    })
    expect(result.orders.map((paid) => paid.amount)).toEqual([usdt(10n), usdt(3n)])
    expect(result.statement.poolAfter).toBe(usdt(487n))
    expect(result.statement.members[1]).toMatchObject({ amount: usdt(3n), capLeft: 0n })
  })

  it('pays nothing and carries the pool over on a day with no shares', () => {
    const result = settleStaticDividends({ poolBalance: usdt(1_000n), orders: [], rules })
    expect(result.statement).toMatchObject({
      dailyAmount: usdt(40n),
      totalShares: 0n,
      paid: 0n,
      poolAfter: usdt(1_000n),
    })
  })

  it('weighs shares by the level multiplier', () => {
    // V2 at ×1.5: weights 10,000 and 15,000 of 25,000; 2,500 USDT × 4% = 100 USDT → 40 and 60.
    const weighted = { ...rules, levelMultipliersBps: { ...rules.levelMultipliersBps, 2: 15_000n } }
    const result = settleStaticDividends({
      poolBalance: usdt(2_500n),
      orders: [order('a', 'm1'), { ...order('b', 'm2'), level: 2 }],
      rules: weighted,
    })
    expect(result.orders.map((paid) => paid.amount)).toEqual([usdt(40n), usdt(60n)])
    expect(result.statement.totalWeightedShares).toBe(25_000n)
  })

  it('uses the configured rate (5%)', () => {
    const result = settleStaticDividends({
      poolBalance: usdt(100n),
      orders: [order('a', 'm1')],
      rules: { ...rules, staticDailyRateBps: 500n },
    })
    expect(result.orders[0]?.amount).toBe(usdt(5n))
  })
})
