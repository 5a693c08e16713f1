import { describe, expect, it } from 'vitest'
import { settleDynamicDividends, type DynamicDividendMember } from './dynamicDividends'
import { DEFAULT_CLUB_RULES as rules } from './rules'

const usdt = (value: bigint) => value * 10n ** 18n
const member = (
  memberId: string,
  joinedAt: number,
  performance: bigint,
  capLeft = usdt(448n),
): DynamicDividendMember => ({
  memberId,
  joinedAt,
  level: 1,
  teamPerformance: usdt(performance),
  orders: [{ orderId: `${memberId}-1`, dynamicCapLeft: capLeft }],
})

describe('settleDynamicDividends (club-rules §3)', () => {
  // Pool 10,000 USDT × 2% = 200: top four 40 (10 each), user count 80 (16 each of 5),
  // team performance 80 by 10,000 : 5,000 : 5,000 : 2,500 : 2,500 of 25,000 → 32, 16, 16, 8, 8.
  // Ties on 5,000 and 2,500: the earlier join ranks first, so the top four are a, c, b, e (not d).
  const members = [
    member('a', 1, 10_000n),
    member('b', 3, 5_000n),
    member('c', 2, 5_000n),
    member('d', 5, 2_500n),
    member('e', 4, 2_500n),
    { ...member('notV1', 0, 50_000n), level: 0 as const },
    { ...member('allExited', 0, 50_000n), orders: [] },
  ]

  it('splits top four (ties by join time), user count and team performance weights', () => {
    const { statement } = settleDynamicDividends({ poolBalance: usdt(10_000n), members, rules })
    expect(statement).toMatchObject({
      dailyAmount: usdt(200n),
      topFourAllocation: usdt(40n),
      userCountWeight: usdt(80n),
      teamPerformanceWeight: usdt(80n),
      qualifiedUserCount: 5,
      totalTeamPerformance: usdt(25_000n),
      paid: usdt(200n),
      poolAfter: usdt(9_800n),
    })
    const byId = Object.fromEntries(statement.members.map((m) => [m.memberId, [m.topFour, m.amount]]))
    expect(byId).toEqual({
      a: [true, usdt(58n)], // 10 + 16 + 32
      b: [true, usdt(42n)], // 10 + 16 + 16
      c: [true, usdt(42n)],
      d: [false, usdt(24n)], // 0 + 16 + 8: loses the tie to e, who joined earlier
      e: [true, usdt(34n)], // 10 + 16 + 8
    })
  })

  it('caps a member by the dynamic cap left on their orders, oldest first; the excess stays', () => {
    const capped = [
      {
        ...member('a', 1, 10_000n),
        orders: [
          { orderId: 'a-old', dynamicCapLeft: usdt(20n) },
          { orderId: 'a-new', dynamicCapLeft: usdt(100n) },
        ],
      },
      member('b', 3, 5_000n, usdt(30n)),
      ...members.slice(2),
    ]
    const result = settleDynamicDividends({ poolBalance: usdt(10_000n), members: capped, rules })
    // a: 58 = 20 on the older order + 38 on the newer; b: 30 of 42, 12 stay. Paid 200 − 12 = 188.
    expect(result.orders.slice(0, 3)).toEqual([
      { orderId: 'a-old', memberId: 'a', amount: usdt(20n) },
      { orderId: 'a-new', memberId: 'a', amount: usdt(38n) },
      { orderId: 'b-1', memberId: 'b', amount: usdt(30n) },
    ])
    expect(result.statement.members[1]).toMatchObject({ entitled: usdt(42n), amount: usdt(30n), capLeft: 0n })
    expect(result.statement.poolAfter).toBe(usdt(9_812n))
  })

  it('splits the top-four allocation among fewer than four, rounding down', () => {
    // Pool 1,000 → 20: top four 4 → 4/3 each; user count 8 → 8/3; performance 8 by equal thirds.
    const three = [member('a', 1, 1n), member('b', 2, 1n), member('c', 3, 1n)]
    const { statement } = settleDynamicDividends({ poolBalance: usdt(1_000n), members: three, rules })
    const each = usdt(4n) / 3n + usdt(8n) / 3n + usdt(8n) / 3n
    expect(statement.members.map((m) => m.amount)).toEqual([each, each, each])
    expect(statement.paid).toBe(3n * each)
    expect(usdt(20n) - statement.paid).toBe(5n) // 1 wei left by the top four, 2 by each weight
  })

  it('pays nothing when no member qualifies', () => {
    const { statement } = settleDynamicDividends({
      poolBalance: usdt(1_000n),
      members: members.slice(5),
      rules,
    })
    expect(statement).toMatchObject({ qualifiedUserCount: 0, paid: 0n, poolAfter: usdt(1_000n) })
  })
})
