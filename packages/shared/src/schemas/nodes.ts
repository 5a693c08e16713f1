/**
 * The nodes' API contract (routes under /app/club/nodes, all with a bearer token; club-rules §7): the tier
 * table, the caller's qualification, applying / upgrading / closing a node, a node's page, its reward
 * history and its members. Stakes are DPINE base units, rewards USDT base units, days business days
 * 'YYYY-MM-DD' (SETTLEMENT_TIME_ZONE). Node ids are UUIDs: one the caller may not see answers 404
 * exactly like one that does not exist (the `:id` schema is clubIdParamsSchema).
 */
import { z } from 'zod'
import { baseUnitsSchema } from '../address'
import { NODE_BENEFITS, NODE_INACTIVE_REASONS, NODE_LEVELS, NODE_STATUSES, NODE_TYPES } from '../club/nodes'
import { pageSchema } from './assets'
import { clubPersonSchema } from './club'

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const memberLevelSchema = z.number().int().min(0).max(5)
export const nodeTypeSchema = z.enum(NODE_TYPES)
export const nodeLevelSchema = z.enum(NODE_LEVELS)
export const nodeStatusSchema = z.enum(NODE_STATUSES)
export const nodeInactiveReasonSchema = z.enum(NODE_INACTIVE_REASONS)

/** One tier of the table (spec §3 "Node"), with how it is used right now. */
export const nodeTierSchema = z.object({
  type: nodeTypeSchema,
  level: nodeLevelSchema,
  /** The member level the holder needs. */
  memberLevel: memberLevelSchema,
  /** Stake requirement (DPINE). */
  stake: baseUnitsSchema,
  /** Reward rate: the tier's weight in the daily split. */
  rewardWeight: z.number().int(),
  maxRank: z.number().int(),
  /** Open nodes of this tier (places taken). */
  taken: z.number().int(),
  /** Nodes of this tier active on the last settled day. */
  activeNodes: z.number().int(),
  /** Most USDT one node of this tier earns in a day. */
  dailyRewardLimit: baseUnitsSchema,
  benefits: z.array(z.enum(NODE_BENEFITS)),
})
export type NodeTierView = z.infer<typeof nodeTierSchema>

/** GET /app/club/nodes/config: the tier table of both types and the reward rule. */
export const nodeConfigSchema = z.object({
  tiers: z.array(nodeTierSchema),
  /** Of the fee pool's daily inflow, shared among active nodes. */
  rewardShareBps: z.number().int(),
  releaseCoolingDays: z.number().int(),
  totals: z.object({ nodes: z.number().int(), activeNodes: z.number().int() }),
  lastSettledDay: daySchema.nullable(),
})
export type NodeConfig = z.infer<typeof nodeConfigSchema>

/** The caller's own node in short (the team screen's badge, the qualification screen's header). */
export const myNodeSchema = z.object({
  id: z.string().uuid(),
  type: nodeTypeSchema,
  level: nodeLevelSchema,
  status: nodeStatusSchema,
  stake: baseUnitsSchema,
})
export type MyNode = z.infer<typeof myNodeSchema>

/** GET /app/club/nodes/mine: the caller's open or closing node (the newest), or null. */
export const myNodeResponseSchema = z.object({ node: myNodeSchema.nullable() })

/** What the caller meets and lacks for one tier (shared qualifyForNodeTier). */
export const nodeQualificationTierSchema = z.object({
  type: nodeTypeSchema,
  level: nodeLevelSchema,
  memberLevel: z.object({ current: memberLevelSchema, required: memberLevelSchema, met: z.boolean() }),
  /** `required`: what applying (or upgrading: the difference) takes from the available DPINE. */
  stake: z.object({ available: baseUnitsSchema, required: baseUnitsSchema, met: z.boolean() }),
  places: z.object({ left: z.number().int(), met: z.boolean() }),
  action: z.enum(['apply', 'upgrade', 'current', 'lower']),
  qualified: z.boolean(),
})
export type NodeQualificationTier = z.infer<typeof nodeQualificationTierSchema>
/** GET /app/club/nodes/qualification */
export const nodeQualificationSchema = z.object({
  memberLevel: memberLevelSchema,
  availableDpine: baseUnitsSchema,
  node: myNodeSchema.nullable(),
  tiers: z.array(nodeQualificationTierSchema),
})
export type NodeQualification = z.infer<typeof nodeQualificationSchema>

/** POST /app/club/nodes (apply) and POST /app/club/nodes/:id/upgrade, both with an Idempotency-Key header. */
export const nodeTierRequestSchema = z.object({ type: nodeTypeSchema, level: nodeLevelSchema })
export type NodeTierRequest = z.infer<typeof nodeTierRequestSchema>
/** Their answer, and POST /app/club/nodes/:id/close's: the node as it stands. */
export const nodeChangeResponseSchema = z.object({ node: myNodeSchema })

/** A node's standing on a settled day. */
export const nodeDaySchema = z.object({
  day: daySchema,
  active: z.boolean(),
  reason: nodeInactiveReasonSchema.nullable(),
})

/**
 * GET /app/club/nodes/:id: any signed-in member sees the public part; `owner` (stake, rewards, dates) only
 * the holder, null for anyone else.
 */
export const nodeDetailSchema = z.object({
  id: z.string().uuid(),
  type: nodeTypeSchema,
  level: nodeLevelSchema,
  status: nodeStatusSchema,
  /** Its standing on the last settled day it was evaluated; null before its first settlement. */
  lastDay: nodeDaySchema.nullable(),
  holder: clubPersonSchema,
  /** The holder's downline, and those of them with an order not exited. */
  totalMembers: z.number().int(),
  activeMembers: z.number().int(),
  openedAt: z.string().datetime(),
  mine: z.boolean(),
  owner: z
    .object({
      stake: baseUnitsSchema,
      /** The reward of the last settled day and of all days. */
      rewardToday: baseUnitsSchema,
      rewardTotal: baseUnitsSchema,
      closingAt: z.string().datetime().nullable(),
      /** When the stake is (or was) released: closingAt plus the cooling period. */
      releaseAt: z.string().datetime().nullable(),
    })
    .nullable(),
})
export type NodeDetail = z.infer<typeof nodeDetailSchema>

/** GET /app/club/nodes/:id/rewards (holder only): one row per settled day, newest first. */
export const nodeRewardsQuerySchema = z.object({
  cursor: daySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})
export const nodeRewardDaySchema = nodeDaySchema.extend({
  weight: z.number().int(),
  /** The share by weight before the cap, and what was paid. */
  entitled: baseUnitsSchema,
  amount: baseUnitsSchema,
  capped: z.boolean(),
})
export type NodeRewardDay = z.infer<typeof nodeRewardDaySchema>
export const nodeRewardsPageSchema = pageSchema(nodeRewardDaySchema)

/** GET /app/club/nodes/:id/members (holder only): the holder's downline, in tree order. */
export const nodeMembersQuerySchema = z.object({
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const nodeMemberSchema = clubPersonSchema.extend({
  /** The member's uuid (links to /member/sub-members/:id). */
  uuid: z.string().uuid(),
  /** 1 = the holder's direct member. */
  depth: z.number().int().positive(),
  /** Standing orders (active, completed, exited). */
  orders: z.number().int(),
  /** Has an order not exited (counts as an active member). */
  active: z.boolean(),
  joinedAt: z.string().datetime(),
})
export type NodeMember = z.infer<typeof nodeMemberSchema>
export const nodeMembersPageSchema = pageSchema(nodeMemberSchema)
