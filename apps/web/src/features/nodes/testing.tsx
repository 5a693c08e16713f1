/** Test support of the node screens: fixtures from the shared tier rules, a router frame, envelope answers. */
import {
  DEFAULT_NODE_RULES,
  NODE_BENEFITS,
  qualifyForNodeTier,
  type NodeApplicant,
} from '@vita/shared/club/nodes'
import type { NodeConfig, NodeDetail, NodeQualification, NodeRewardDay } from '@vita/shared/schemas/nodes'
import { registerTexts } from '../../lib/i18n'
import { nodesEn } from './locales/en'
import { nodesZh } from './locales/zh'

export { envelope } from '../../lib/testing/envelope'
export { renderAt } from '../../lib/testing/renderAt'

registerTexts(nodesZh, nodesEn)

export const UNIT = 10n ** 18n
export const NODE_ID = '6b1f3c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c'

/** The tier table as GET /config answers it, with `taken` places of every tier in use. */
export function nodeConfigFixture(taken = 0): NodeConfig {
  return {
    tiers: DEFAULT_NODE_RULES.tiers.map((tier) => ({
      ...tier,
      stake: tier.stake.toString(),
      dailyRewardLimit: tier.dailyRewardLimit.toString(),
      taken,
      activeNodes: Math.min(taken, 1),
      benefits: [...NODE_BENEFITS],
    })),
    rewardShareBps: Number(DEFAULT_NODE_RULES.rewardShareBps),
    releaseCoolingDays: DEFAULT_NODE_RULES.releaseCoolingDays,
    totals: { nodes: taken * DEFAULT_NODE_RULES.tiers.length, activeNodes: 0 },
    lastSettledDay: '2026-11-22',
  }
}

/** GET /qualification as the shared qualifyForNodeTier answers it for `applicant`. */
export function qualificationFixture(applicant: NodeApplicant, takenOf: (level: string) => number = () => 0) {
  const open = applicant.openNode
  const answer: NodeQualification = {
    memberLevel: applicant.memberLevel,
    availableDpine: applicant.availableDpine.toString(),
    node: open && {
      id: NODE_ID,
      type: open.type,
      level: open.level,
      status: 'open',
      stake: open.stake.toString(),
    },
    tiers: DEFAULT_NODE_RULES.tiers.map((tier) => {
      const check = qualifyForNodeTier(applicant, tier, takenOf(tier.level))
      return {
        type: tier.type,
        level: tier.level,
        ...check,
        stake: {
          ...check.stake,
          available: check.stake.available.toString(),
          required: check.stake.required.toString(),
        },
      }
    }),
  }
  return answer
}

/** GET /:id: a bronze node; `owner` only when the caller holds it. */
export function nodeDetailFixture(mine: boolean): NodeDetail {
  return {
    id: NODE_ID,
    type: 'normal',
    level: 'bronze',
    status: 'open',
    lastDay: { day: '2026-11-22', active: false, reason: 'memberLevel' },
    holder: { communityNumber: '1024', maskedAddress: '0x7099…79C8', level: 1 },
    totalMembers: 12,
    activeMembers: 7,
    openedAt: '2026-11-01T00:00:00.000Z',
    mine,
    owner: mine
      ? {
          stake: (10_000n * UNIT).toString(),
          rewardToday: (5n * UNIT).toString(),
          rewardTotal: (42n * UNIT + UNIT / 2n).toString(),
          closingAt: null,
          releaseAt: null,
        }
      : null,
  }
}

/** One settled day of a node's rewards, paid in full unless `extra` says otherwise. */
export function rewardDayFixture(
  day: string,
  amount: bigint,
  extra: Partial<NodeRewardDay> = {},
): NodeRewardDay {
  return {
    day,
    active: true,
    reason: null,
    weight: 1,
    entitled: amount.toString(),
    amount: amount.toString(),
    capped: false,
    ...extra,
  }
}
