import { describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES as rules } from './rules'
import { settleDay, type SettledDay } from './settleDay'
import type { ClubMember, ClubOrder, ClubSnapshot } from './snapshot'

const usdt = (value: bigint) => value * 10n ** 18n
const price = usdt(224n)
const member = (
  memberId: string,
  referrerId: string | null,
  joinedAt: number,
  level: ClubMember['level'] = 0,
): ClubMember => ({
  memberId,
  referrerId,
  joinedAt,
  level,
})
const order = (
  orderId: string,
  memberId: string,
  activationDay: number,
  extra: Partial<ClubOrder> = {},
): ClubOrder => ({
  orderId,
  memberId,
  amount: price,
  status: 'active',
  activationDay,
  staticEarned: 0n,
  dynamicEarned: 0n,
  inviteRewardTo: null,
  ...extra,
})
const settled = (snapshot: ClubSnapshot, day: number): SettledDay => {
  const result = settleDay({ snapshot, day, rules })
  if (result.kind !== 'settled') throw new Error('expected a settled day')
  return result
}

/** r invites a, b, c; a and b hold 4 orders each, c holds `cOrders`: 2,240 USDT of team performance with 10. */
const team = (cOrders: ClubOrder[], rLevel: ClubMember['level'] = 0): ClubSnapshot => ({
  lastSettledDay: 9,
  members: [member('r', null, 1, rLevel), member('a', 'r', 2), member('b', 'r', 3), member('c', 'r', 4)],
  orders: [
    order('r1', 'r', 5),
    ...[1, 2, 3, 4].map((n) => order(`a${n}`, 'a', 5, { inviteRewardTo: n === 1 ? 'r' : null })),
    ...[1, 2, 3, 4].map((n) => order(`b${n}`, 'b', 5, { inviteRewardTo: n === 1 ? 'r' : null })),
    ...cOrders,
  ],
  pools: { static: 0n, dynamic: usdt(10_000n), fee: usdt(100n) },
})

describe('settleDay (club-rules §1–5, hand-computed days)', () => {
  it('a zero-share day pays no dividend and carries both pools over; the first activation pays the invite reward', () => {
    // a's only order became active today (day 10): it earns from day 11, so no share and no one qualified.
    const snapshot: ClubSnapshot = {
      lastSettledDay: 9,
      members: [member('r', null, 1), member('a', 'r', 2)],
      orders: [order('o1', 'a', 10)],
      pools: { static: usdt(1_000n), dynamic: usdt(500n), fee: usdt(22n) },
    }
    const day = settled(snapshot, 10)
    expect(day.staticPayouts).toEqual([])
    expect(day.dynamicPayouts).toEqual([])
    expect(day.statements.static).toMatchObject({ totalShares: 0n, dailyAmount: usdt(40n), paid: 0n })
    expect(day.inviteRewards).toEqual([
      { kind: 'grant', orderId: 'o1', inviteeId: 'a', referrerId: 'r', amount: usdt(10n) },
    ])
    // Static 1,000 and dynamic 500 carried over; fee 22 − 10 = 12.
    expect(day.next.pools).toEqual({ static: usdt(1_000n), dynamic: usdt(500n), fee: usdt(12n) })
    expect(day.next.orders[0]?.inviteRewardTo).toBe('r')
  })

  it('an order reaching its static cap mid-day takes only what is left and exits when its dynamic cap is used too', () => {
    // Static pool 1,000 × 4% = 40 for 2 shares: 20 each. o1 has 4 left of its 224 cap: takes 4, 16 stay.
    // o1's dynamic cap (448) is already used up, so it goes active → completed → exited.
    const snapshot: ClubSnapshot = {
      lastSettledDay: 9,
      members: [member('a', null, 1), member('b', 'a', 2)],
      orders: [
        order('o1', 'a', 1, { staticEarned: usdt(220n), dynamicEarned: usdt(448n) }),
        order('o2', 'b', 1, { inviteRewardTo: 'a' }),
      ],
      pools: { static: usdt(1_000n), dynamic: 0n, fee: 0n },
    }
    const day = settled(snapshot, 10)
    expect(day.staticPayouts).toEqual([
      { orderId: 'o1', memberId: 'a', amount: usdt(4n) },
      { orderId: 'o2', memberId: 'b', amount: usdt(20n) },
    ])
    expect(day.next.pools.static).toBe(usdt(976n))
    expect(day.statusChanges).toEqual([{ orderId: 'o1', from: 'active', to: 'exited' }])
    expect(day.next.orders[0]).toMatchObject({ status: 'exited', staticEarned: usdt(224n) })
    // Exited, o1 earns nothing the next day: o2 alone takes 976 × 4% = 39.04.
    expect(settled(day.next, 11).staticPayouts).toEqual([
      { orderId: 'o2', memberId: 'b', amount: 3_904n * 10n ** 16n },
    ])
  })

  it('a level change applies from that day: the 10th team order activated today makes r V1 and pays r dynamic dividends', () => {
    // c2 activated today: 10 orders × 224 = 2,240 USDT team performance, 3 directs with an order → V1.
    // r is the only qualified member: 10,000 × 2% = 200 = top four 40 + user count 80 + performance 80.
    const day = settled(team([order('c1', 'c', 5, { inviteRewardTo: 'r' }), order('c2', 'c', 10)]), 10)
    expect(day.levelChanges).toEqual([{ memberId: 'r', from: 0, to: 1 }])
    expect(day.dynamicPayouts).toEqual([{ orderId: 'r1', memberId: 'r', amount: usdt(200n) }])
    expect(day.statements.dynamic).toMatchObject({
      qualifiedUserCount: 1,
      totalTeamPerformance: usdt(2_240n),
    })
    expect(day.next.members[0]?.level).toBe(1)
    expect(day.next.pools.dynamic).toBe(usdt(9_800n))
  })

  it('a reorged order stops counting: its invite reward moves to the next standing order and r drops back to V0', () => {
    // c1 (first, rewarded) un-applied: reversal +10 to the fee pool, grant −10 to c2. 9 orders = 2,016 < 2,240.
    const day = settled(
      team([order('c1', 'c', 8, { status: 'failed', inviteRewardTo: 'r' }), order('c2', 'c', 9)], 1),
      10,
    )
    expect(day.inviteRewards.map((change) => [change.kind, change.orderId])).toEqual([
      ['reversal', 'c1'],
      ['grant', 'c2'],
    ])
    expect(day.levelChanges).toEqual([{ memberId: 'r', from: 1, to: 0 }])
    expect(day.dynamicPayouts).toEqual([])
    expect(day.next.pools).toEqual({ static: 0n, dynamic: usdt(10_000n), fee: usdt(100n) })
    expect(day.members.find((m) => m.memberId === 'r')?.inviteRewards).toBe(0n)
  })

  it('a reversal with nothing to move to takes the reward back into the fee pool', () => {
    const day = settled(team([order('c1', 'c', 8, { status: 'failed', inviteRewardTo: 'r' })], 0), 10)
    expect(day.inviteRewards).toEqual([
      { kind: 'reversal', orderId: 'c1', inviteeId: 'c', referrerId: 'r', amount: usdt(10n) },
    ])
    expect(day.next.pools.fee).toBe(usdt(110n))
    expect(day.members).toContainEqual({ memberId: 'r', static: 0n, dynamic: 0n, inviteRewards: -usdt(10n) })
  })

  it('a grant the fee pool cannot cover waits for a later day', () => {
    const snapshot: ClubSnapshot = {
      lastSettledDay: 9,
      members: [member('r', null, 1), member('a', 'r', 2)],
      orders: [order('o1', 'a', 10)],
      pools: { static: 0n, dynamic: 0n, fee: usdt(9n) },
    }
    const day = settled(snapshot, 10)
    expect(day.inviteRewards).toEqual([])
    expect(day.next.orders[0]?.inviteRewardTo).toBeNull()
    const funded = settled({ ...day.next, pools: { ...day.next.pools, fee: usdt(10n) } }, 11)
    expect(funded.inviteRewards).toHaveLength(1)
  })

  it('top-four ties on team performance go to the earlier joins', () => {
    // With V1 at one direct and 224 USDT, p, q, s, t, u are V1 with 224 each (one child's order).
    // Dynamic 1,000 × 2% = 20: top four 4 → 1 each to q, s, t, u (joined before p);
    // user count 8 → 1.6 each; performance 8 → 1.6 each. p: 3.2, the others 4.2.
    const [v1, ...rest] = rules.levels
    if (v1 === undefined) throw new Error('default table has V1')
    const lowV1 = { ...rules, levels: [{ ...v1, directsWithOrder: 1, teamPerformance: price }, ...rest] }
    const leaders = [
      ['p', 5],
      ['q', 1],
      ['s', 2],
      ['t', 3],
      ['u', 4],
    ] as const
    const snapshot: ClubSnapshot = {
      lastSettledDay: 9,
      members: [
        member('z', null, 0),
        ...leaders.flatMap(([id, joinedAt]) => [
          member(id, 'z', joinedAt),
          member(`${id}-child`, id, 10 + joinedAt),
        ]),
      ],
      orders: leaders.flatMap(([id]) => [
        order(`${id}1`, id, 5, { inviteRewardTo: 'z' }),
        order(`${id}-child1`, `${id}-child`, 5, { inviteRewardTo: id }),
      ]),
      pools: { static: 0n, dynamic: usdt(1_000n), fee: 0n },
    }
    const result = settleDay({ snapshot, day: 10, rules: lowV1 })
    if (result.kind !== 'settled') throw new Error('expected a settled day')
    const tenth = 10n ** 17n
    expect(result.statements.dynamic.members.map((m) => [m.memberId, m.topFour, m.amount])).toEqual([
      ['p', false, 32n * tenth],
      ['q', true, 42n * tenth],
      ['s', true, 42n * tenth],
      ['t', true, 42n * tenth],
      ['u', true, 42n * tenth],
    ])
  })

  it('re-settling a settled day changes nothing', () => {
    const day = settled(team([order('c1', 'c', 5, { inviteRewardTo: 'r' }), order('c2', 'c', 10)]), 10)
    expect(settleDay({ snapshot: day.next, day: 10, rules })).toEqual({
      kind: 'alreadySettled',
      day: 10,
      next: day.next,
    })
    expect(settleDay({ snapshot: day.next, day: 9, rules }).kind).toBe('alreadySettled')
  })

  it('refuses a referral tree with a cycle', () => {
    const snapshot: ClubSnapshot = {
      lastSettledDay: null,
      members: [member('a', 'b', 1), member('b', 'a', 2)],
      orders: [],
      pools: { static: 0n, dynamic: 0n, fee: 0n },
    }
    expect(() => settleDay({ snapshot, day: 1, rules })).toThrow(/cycle/)
  })
})
