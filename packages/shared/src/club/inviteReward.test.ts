import { describe, expect, it } from 'vitest'
import { inviteRewardChanges, type InviteRewardOrder } from './inviteReward'
import { DEFAULT_CLUB_RULES as rules } from './rules'

const ten = 10n * 10n ** 18n
const order = (
  orderId: string,
  status: InviteRewardOrder['status'],
  activationDay: number | null,
  inviteRewardTo: string | null = null,
) => ({
  orderId,
  status,
  activationDay,
  inviteRewardTo,
})
const changes = (orders: InviteRewardOrder[], referrerId: string | null = 'ref') =>
  inviteRewardChanges({ inviteeId: 'inv', referrerId, orders, rules })

describe('inviteRewardChanges (club-rules §4)', () => {
  it("grants 10 USDT to the direct referrer on the invitee's first active order only", () => {
    expect(
      changes([order('o2', 'active', 5), order('o1', 'active', 3), order('o0', 'pending', null)]),
    ).toEqual([{ kind: 'grant', orderId: 'o1', inviteeId: 'inv', referrerId: 'ref', amount: ten }])
  })

  it('grants nothing more once an order carries the reward, or with no referrer or no active order', () => {
    expect(changes([order('o1', 'completed', 3, 'ref'), order('o2', 'active', 5)])).toEqual([])
    expect(changes([order('o1', 'active', 3)], null)).toEqual([])
    expect(changes([order('o1', 'pending_verification', null), order('o2', 'cancelled', null)])).toEqual([])
  })

  it('reverses the reward of an order un-applied by a reorg', () => {
    expect(changes([order('o1', 'failed', 3, 'ref')])).toEqual([
      { kind: 'reversal', orderId: 'o1', inviteeId: 'inv', referrerId: 'ref', amount: ten },
    ])
  })

  it('moves the reward to the earliest order still standing after a reorg', () => {
    expect(changes([order('o1', 'failed', 3, 'ref'), order('o2', 'active', 4)])).toEqual([
      { kind: 'reversal', orderId: 'o1', inviteeId: 'inv', referrerId: 'ref', amount: ten },
      { kind: 'grant', orderId: 'o2', inviteeId: 'inv', referrerId: 'ref', amount: ten },
    ])
  })
})
