/**
 * The club's API contract (routes under /app/club, all with a bearer token unless said): the team
 * screen, orders, dividends, invite rewards, members of the caller's downline and shopping cards.
 * Amounts are decimal strings of USDT base units; rates are basis points; days are business days
 * 'YYYY-MM-DD' in SETTLEMENT_TIME_ZONE. Member and order ids in URLs are UUIDs: an id the caller may
 * not see answers 404 exactly like one that does not exist.
 */
import { z } from 'zod'
import { addressSchema, baseUnitsSchema, hexSchema } from '../address'
import { CARD_SECRET_PATTERN, normaliseCardSecret } from '../club/cardSecret'
import { ORDER_STATUSES } from '../club/orderStatus'
import { pageSchema } from './assets'
import { pageQuery, safeText } from './input'
import { stepUpFields } from './stepUp'

/** Where a member's wallet stands on the order contract's whitelist (club-rules §1). */
export const WHITELIST_STATUSES = ['queued', 'sent', 'whitelisted', 'unknown'] as const

/** GET /app/club/activation: until 'whitelisted' the buy screen says "activation pending". */
export const clubActivationSchema = z.object({ status: z.enum(WHITELIST_STATUSES) })
export type ClubActivation = z.infer<typeof clubActivationSchema>

/**
 * GET /app/club/sell-permission: why the member may or may not sell DPINE (docs/sell-permission.md).
 * `reason`: 'order' (an active or completed order grants it), 'noOrder' (none: buying one unlocks it),
 * 'operatorGranted' / 'operatorRevoked' (an operator's decision). `pending`: the chain does not hold the
 * decided value yet (the job sends it within minutes). The chain's own answer (canSellDPINE) is what the
 * sell screen checks before selling.
 */
export const SELL_PERMISSION_REASONS = ['order', 'noOrder', 'operatorGranted', 'operatorRevoked'] as const
export const sellPermissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(SELL_PERMISSION_REASONS),
  pending: z.boolean(),
})
export type SellPermission = z.infer<typeof sellPermissionSchema>

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const levelSchema = z.number().int().min(0).max(5)
const bpsSchema = z.number().int().min(0).max(100_000)
export const orderStatusSchema = z.enum(ORDER_STATUSES)
/**
 * The `:id` of a club route (a member, an order, a card: UUIDs). Not checked as a UUID here: a malformed
 * id is answered like a missing one (404), so no answer tells a real id from an invented one.
 */
export const clubIdParamsSchema = z.object({ id: z.string().max(64) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Whether a club route's id can name anything at all (lookups answer 404 before the database otherwise). */
export const isClubId = (value: string) => UUID.test(value)

/** Someone shown to another member: enough to recognise, not to expose (address masked 0x1234…abcd). */
export const clubPersonSchema = z.object({
  communityNumber: z.string(),
  maskedAddress: z.string(),
  level: levelSchema,
})
export type ClubPerson = z.infer<typeof clubPersonSchema>

// ---------------------------------------------------------------------------------------------
// Rules (GET /app/club/rules, no auth): the configured rules as the rules dialog and manual show them.
export const clubLevelRowSchema = z.object({
  level: z.number().int().min(1).max(5),
  ownOrders: z.number().int(),
  directsWithOrder: z.number().int(),
  teamPerformance: baseUnitsSchema,
  legs: z.object({ count: z.number().int(), minLevel: levelSchema }),
})
export type ClubLevelRow = z.infer<typeof clubLevelRowSchema>
export const clubRulesSchema = z.object({
  orderPrice: baseUnitsSchema,
  maxOrdersPerMember: z.number().int(),
  sharesPerOrder: z.string(),
  poolSplitBps: z.object({ static: bpsSchema, centralBank: bpsSchema, fee: bpsSchema }),
  dynamicPoolBps: bpsSchema,
  dpineReturnBps: bpsSchema,
  staticDailyRateBps: bpsSchema,
  staticDailyRateRangeBps: z.object({ min: bpsSchema, max: bpsSchema }),
  levelMultipliersBps: z.array(z.object({ level: levelSchema, bps: bpsSchema })),
  dynamicDailyRateBps: bpsSchema,
  topFourShareBps: bpsSchema,
  topFourCount: z.number().int(),
  userCountShareBps: bpsSchema,
  staticCapBps: bpsSchema,
  dynamicCapBps: bpsSchema,
  inviteReward: baseUnitsSchema,
  cardValueBps: bpsSchema,
  cardValidityDays: z.number().int(),
  pendingOrderTimeoutMinutes: z.number().int(),
  levels: z.array(clubLevelRowSchema),
  timeZone: z.string(),
})
export type ClubRulesView = z.infer<typeof clubRulesSchema>

// ---------------------------------------------------------------------------------------------
// Team (GET /app/club/team): the landing screen.
export const levelRequirementSchema = z.object({
  kind: z.enum(['ownOrders', 'directsWithOrder', 'teamPerformance', 'legs']),
  /** Counts as decimal integers; teamPerformance in base units. */
  current: z.string(),
  target: z.string(),
  met: z.boolean(),
})
export type LevelRequirementView = z.infer<typeof levelRequirementSchema>
export const teamLegSchema = clubPersonSchema.extend({
  /** The direct member's uuid (links to /member/sub-members/:id). */
  uuid: z.string().uuid(),
  /** Their own standing orders plus their whole downline's. */
  performance: baseUnitsSchema,
})
export const clubTeamSchema = z.object({
  level: levelSchema,
  /** The next level and each of its requirements; null at the top level. */
  upgrade: z.object({ next: levelSchema, requirements: z.array(levelRequirementSchema) }).nullable(),
  teamPerformance: baseUnitsSchema,
  teamPerformanceToday: baseUnitsSchema,
  directCount: z.number().int(),
  directsWithOrder: z.number().int(),
  teamSize: z.number().int(),
  ownOrders: z.number().int(),
  ownVolume: baseUnitsSchema,
  /** Direct legs, largest performance first (at most 20). */
  legs: z.array(teamLegSchema),
})
export type ClubTeam = z.infer<typeof clubTeamSchema>

/** A member of the caller's downline as lists show them. */
export const teamMemberSchema = clubPersonSchema.extend({
  uuid: z.string().uuid(),
  /** 1 = direct member. */
  depth: z.number().int().positive(),
  ownOrders: z.number().int(),
  ownVolume: baseUnitsSchema,
  teamPerformance: baseUnitsSchema,
  teamSize: z.number().int(),
  joinedAt: z.string().datetime(),
})
export type TeamMember = z.infer<typeof teamMemberSchema>
/** GET /app/club/team/members (my direct members) and GET /app/club/members/:id/sub-members. */
export const teamMembersQuerySchema = z.object({
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const teamMembersPageSchema = pageSchema(teamMemberSchema)

/** GET /app/club/levels: the level table with the caller's level. */
export const clubLevelsSchema = z.object({ myLevel: levelSchema, levels: z.array(clubLevelRowSchema) })
export type ClubLevels = z.infer<typeof clubLevelsSchema>

/** GET /app/club/leader: my referrer and my nearest upline at V3 or above. */
export const clubLeaderSchema = z.object({
  referrer: clubPersonSchema.nullable(),
  leader: clubPersonSchema.nullable(),
  leaderMinLevel: levelSchema,
})
export type ClubLeader = z.infer<typeof clubLeaderSchema>

/** GET /app/club/stats: club totals. */
export const clubStatsSchema = z.object({
  members: z.number().int(),
  /** Orders applied on chain and not un-applied (active, completed, exited). */
  orders: z.number().int(),
  consumption: baseUnitsSchema,
  pools: z.object({
    static: baseUnitsSchema,
    dynamic: baseUnitsSchema,
    centralBank: baseUnitsSchema,
    fee: baseUnitsSchema,
  }),
  todayNewOrders: z.number().int(),
  todayConsumption: baseUnitsSchema,
  day: daySchema,
})
export type ClubStats = z.infer<typeof clubStatsSchema>

// ---------------------------------------------------------------------------------------------
// Earnings (GET /app/club/earnings and GET /app/club/members/:id/earnings).
export const EARNING_KINDS = ['static', 'dynamic', 'invite'] as const
export const earningKindSchema = z.enum(EARNING_KINDS)
export type EarningKind = z.infer<typeof earningKindSchema>
const byKindSchema = z.object({ static: baseUnitsSchema, dynamic: baseUnitsSchema, invite: baseUnitsSchema })
export const earningsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) })
export const clubEarningsSchema = z.object({
  /** Everything accrued so far, by kind; `total` = the three. Invite rewards net of reversals. */
  totals: byKindSchema.extend({ total: baseUnitsSchema }),
  /** Settled days, oldest first, only days with something accrued. Invite may be negative (a reversal). */
  days: z.array(
    z.object({
      day: daySchema,
      static: baseUnitsSchema,
      dynamic: baseUnitsSchema,
      invite: z.string().regex(/^-?(0|[1-9]\d*)$/),
    }),
  ),
})
export type ClubEarnings = z.infer<typeof clubEarningsSchema>

// ---------------------------------------------------------------------------------------------
// Orders.
/** Spec §3 "Staking order". */
export const clubOrderSchema = z.object({
  id: z.string().uuid(),
  status: orderStatusSchema,
  /** Investment amount. */
  amount: baseUnitsSchema,
  /** Investment shares. */
  shares: z.string(),
  /** Static income so far ("static out amount") and its cap. */
  staticEarned: baseUnitsSchema,
  staticCap: baseUnitsSchema,
  /** Dynamic income so far ("dynamic out amount") and its cap. */
  dynamicEarned: baseUnitsSchema,
  dynamicCap: baseUnitsSchema,
  /** Mint amount: USDT minted into the pools by the order (the amount once applied, else "0"). */
  mintAmount: baseUnitsSchema,
  /** DPINE returned (15%); null until the chain says. */
  dpineReturned: baseUnitsSchema.nullable(),
  txHash: hexSchema.nullable(),
  communityNumber: z.string().nullable(),
  activationDay: daySchema.nullable(),
  failureReason: z.string().nullable(),
  /** Whether a shopping card was generated for it. */
  hasCard: z.boolean(),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
})
export type ClubOrderView = z.infer<typeof clubOrderSchema>
export const clubOrdersQuerySchema = pageQuery('rowId')
export const clubOrdersPageSchema = pageSchema(clubOrderSchema)

/** GET /app/club/purchase: what the buy screen checks before anything is sent. */
export const clubPurchaseSchema = z.object({
  orderPrice: baseUnitsSchema,
  maxOrders: z.number().int(),
  /** Orders not failed or cancelled (pending ones count until they resolve). */
  ordersUsed: z.number().int(),
  remainingOrders: z.number().int(),
  /** The referrer's wallet to pass to placeOrder; null = no referrer (buying refused). */
  referrerAddress: addressSchema.nullable(),
  activation: z.enum(WHITELIST_STATUSES),
  /** An order recorded and not yet resolved (pending or pending verification), to resume. */
  openOrder: clubOrderSchema.nullable(),
})
export type ClubPurchase = z.infer<typeof clubPurchaseSchema>

/** POST /app/club/orders (Idempotency-Key): records the order before the wallet sends anything. */
export const createClubOrderSchema = z.object({
  /** Community number, optional (spec §5). */
  communityNumber: safeText(32).trim().optional(),
})
/** POST /app/club/orders/:id/tx: the placeOrder transaction's hash once the wallet sent it. */
export const submitClubOrderTxSchema = z.object({ txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/) })

// ---------------------------------------------------------------------------------------------
// Dividends.
/** GET /app/club/dividends: what is claimable, earned in total and today, per kind. */
export const clubDividendsSchema = z.object({
  claimable: byKindSchema.extend({ total: baseUnitsSchema }),
  earned: byKindSchema.extend({ total: baseUnitsSchema }),
  today: byKindSchema.extend({ total: baseUnitsSchema }),
  /** The last settled business day; null before the first settlement. */
  lastSettledDay: daySchema.nullable(),
})
export type ClubDividends = z.infer<typeof clubDividendsSchema>
/** POST /app/club/dividends/claim (Idempotency-Key): moves every claimable kind to the available balance. */
export const claimDividendsResponseSchema = z.object({
  claimed: byKindSchema.extend({ total: baseUnitsSchema }),
  /** The USDT available balance after the claim. */
  available: baseUnitsSchema,
})
export type ClaimDividendsResponse = z.infer<typeof claimDividendsResponseSchema>

/** GET /app/club/dividends/static: spec §3 "Static dividend" (from the last settled day). */
export const staticDividendSchema = z.object({
  day: daySchema.nullable(),
  /** Total pool amount now (the static pool's balance). */
  pool: baseUnitsSchema,
  rateBps: bpsSchema,
  totalShares: z.string(),
  myShares: z.string(),
  /** What the caller's orders may still earn before their static caps. */
  remaining: baseUnitsSchema,
  today: baseUnitsSchema,
  total: baseUnitsSchema,
})
export type StaticDividend = z.infer<typeof staticDividendSchema>

/** GET /app/club/dividends/dynamic: spec §3 "Dynamic dividend"; `qualified` false shows spec §6's message. */
export const dynamicDividendSchema = z.object({
  qualified: z.boolean(),
  level: levelSchema,
  day: daySchema.nullable(),
  poolBalance: baseUnitsSchema,
  /** Paid out by the dynamic pool over all days. */
  totalAllocated: baseUnitsSchema,
  topFourAllocation: baseUnitsSchema,
  rateBps: bpsSchema,
  dailyAmount: baseUnitsSchema,
  userCountWeight: baseUnitsSchema,
  qualifiedUserCount: z.number().int(),
  teamPerformanceWeight: baseUnitsSchema,
  /** The caller's dividend on that day, and in total. */
  personal: baseUnitsSchema,
  personalTotal: baseUnitsSchema,
  topFour: z.boolean(),
})
export type DynamicDividend = z.infer<typeof dynamicDividendSchema>

/** GET /app/club/dividends/history?kind=static|dynamic: the caller's daily statements, newest first. */
export const dividendHistoryQuerySchema = z.object({
  kind: z.enum(['static', 'dynamic']),
  cursor: daySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const dividendStatementSchema = z.object({
  day: daySchema,
  kind: z.enum(['static', 'dynamic']),
  pool: baseUnitsSchema,
  rateBps: bpsSchema,
  dailyAmount: baseUnitsSchema,
  /** Static: total and my (weighted) shares; dynamic: qualified members and my team performance. */
  totalShares: z.string(),
  myShares: z.string(),
  amount: baseUnitsSchema,
  capLeft: baseUnitsSchema,
})
export type DividendStatement = z.infer<typeof dividendStatementSchema>
export const dividendHistoryPageSchema = pageSchema(dividendStatementSchema)

/** GET /app/club/direct-rewards: invite rewards (club-rules §4). */
export const directRewardsQuerySchema = pageQuery('rowId')
export const directRewardSchema = z.object({
  id: z.string(),
  day: daySchema,
  invitee: clubPersonSchema,
  /** Negative for a reversal. */
  amount: z.string().regex(/^-?(0|[1-9]\d*)$/),
})
export const directRewardsSchema = z.object({
  total: z.string().regex(/^-?(0|[1-9]\d*)$/),
  today: z.string().regex(/^-?(0|[1-9]\d*)$/),
  directCount: z.number().int(),
  /**
   * Invitees whose first order is active and not rewarded yet: the reward is granted by the next daily
   * settlement (club-rules §4; paid while the fee pool covers it), not at activation.
   */
  pending: z.object({ count: z.number().int().nonnegative(), amount: baseUnitsSchema }),
  records: pageSchema(directRewardSchema),
})
export type DirectRewards = z.infer<typeof directRewardsSchema>

// ---------------------------------------------------------------------------------------------
// Members of the caller's downline (/member/... screens).
/** GET /app/club/members/:id */
export const clubMemberDetailSchema = teamMemberSchema.extend({ directCount: z.number().int() })
export type ClubMemberDetail = z.infer<typeof clubMemberDetailSchema>
/** GET /app/club/members/:id/investments: that member's orders (no tx hashes, no card state). */
export const memberInvestmentSchema = clubOrderSchema.pick({
  id: true,
  status: true,
  amount: true,
  shares: true,
  staticEarned: true,
  dynamicEarned: true,
  activationDay: true,
  createdAt: true,
})
export const memberInvestmentsPageSchema = pageSchema(memberInvestmentSchema)

// ---------------------------------------------------------------------------------------------
// Shopping cards (club-rules §6).
export const CARD_STATUSES = ['available', 'used', 'expired', 'revoked', 'unknown'] as const
export const cardStatusSchema = z.enum(CARD_STATUSES)
export type CardStatus = z.infer<typeof cardStatusSchema>
export const shoppingCardSchema = z.object({
  id: z.string().uuid(),
  orderId: z.string().uuid(),
  /** 16 digits. */
  number: z.string().regex(/^\d{16}$/),
  status: cardStatusSchema,
  value: baseUnitsSchema,
  remaining: baseUnitsSchema,
  expiresAt: z.string().datetime(),
  createdAt: z.string().datetime(),
})
export type ShoppingCard = z.infer<typeof shoppingCardSchema>
/** GET /app/club/cards: my cards, and my orders that may still generate one. */
export const shoppingCardsSchema = z.object({
  cards: z.array(shoppingCardSchema),
  ordersWithoutCard: z.array(
    clubOrderSchema.pick({ id: true, amount: true, status: true, createdAt: true }).extend({
      /** Blocks the order's block still needs before its card can be generated (0: it can now). */
      blocksLeft: z.number().int().nonnegative(),
    }),
  ),
})
export type ShoppingCards = z.infer<typeof shoppingCardsSchema>
/**
 * GET /app/club/cards/usable: my cards a payment can use now (not revoked, value left, not expired),
 * the soonest to expire first; the payment screen offers them (their secrets stay behind the step-up).
 */
export const usableCardsSchema = z.object({
  cards: z.array(shoppingCardSchema.pick({ id: true, number: true, remaining: true, expiresAt: true })),
})
export type UsableCards = z.infer<typeof usableCardsSchema>
/** POST /app/club/cards (Idempotency-Key): generates the card of one active order. */
export const generateCardSchema = z.object({ orderId: z.string().uuid() })
/** POST /app/club/cards/:id/secret: the owner reveals the secret, signed by their wallet (cardSecretStepUp). */
export const revealCardSecretSchema = z.object(stepUpFields)
export const cardSecretSchema = z.object({ secret: z.string().regex(CARD_SECRET_PATTERN) })
/** A secret as typed or pasted: normalised (normaliseCardSecret), then a new or an old secret. */
export const cardSecretInputSchema = z
  .string()
  .max(64)
  .transform(normaliseCardSecret)
  .pipe(z.string().regex(CARD_SECRET_PATTERN))
/** POST /app/club/cards/check (/card-service): a card's state by number and secret. */
export const checkCardSchema = z.object({
  number: z.string().regex(/^\d{16}$/),
  secret: cardSecretInputSchema,
})
export const checkCardResponseSchema = z.object({
  number: z.string(),
  status: cardStatusSchema,
  value: baseUnitsSchema,
  remaining: baseUnitsSchema,
  expiresAt: z.string().datetime(),
})
export type CheckCardResponse = z.infer<typeof checkCardResponseSchema>
