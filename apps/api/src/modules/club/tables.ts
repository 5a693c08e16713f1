import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  NODE_INACTIVE_REASONS,
  NODE_LEVELS,
  NODE_STATUSES,
  NODE_TYPES,
  ORDER_STATUSES,
  type NodeInactiveReason,
  type NodeLevel,
  type NodeStatus,
  type NodeType,
  type OrderStatus,
} from '@vita/shared'
import { chainRefColumns, uint256 } from '../../platform/indexer/chainRef'

/** A signed whole number of base units (an invite reward reversal is negative). */
const numeric78 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })
import { members } from '../members/tables'

/**
 * Club orders seen on chain (VitaOrder.OrderPlaced), waiting to be confirmed against a member and
 * booked: status 'pending_confirmation' until then.
 */
export const clubChainOrders = pgTable(
  'club_chain_orders',
  {
    ...chainRefColumns(),
    orderId: uint256('order_id').notNull(),
    status: text('status', { enum: ['pending_confirmation', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending_confirmation'),
    buyer: text('buyer').notNull(),
    referrer: text('referrer').notNull(),
    amount: uint256('amount').notNull(),
    dpineReturned: uint256('dpine_returned').notNull(),
    price: uint256('price').notNull(),
    toStaticPool: uint256('to_static_pool').notNull(),
    toCentralBank: uint256('to_central_bank').notNull(),
    toFeePool: uint256('to_fee_pool').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] }),
    index('club_chain_orders_status_idx').on(t.status, t.blockNumber),
    index('club_chain_orders_buyer_idx').on(t.buyer),
    index('club_chain_orders_block_idx').on(t.chainId, t.blockNumber),
  ],
)
export type ClubChainOrderRow = typeof clubChainOrders.$inferSelect

/**
 * Members' wallets on their way onto VitaOrder's whitelist (club-rules §1): 'queued' until the whitelist
 * job puts them in a batch, 'sent' with that transaction's hash until it is mined, then 'whitelisted'.
 * A revert or a dropped transaction sends them back to 'queued' (attempts + 1, last_error).
 */
export const clubWhitelist = pgTable(
  'club_whitelist',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    address: text('address').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'whitelisted'] })
      .notNull()
      .default('queued'),
    txHash: text('tx_hash'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_whitelist_status_idx').on(t.status, t.attempts, t.memberId),
    index('club_whitelist_tx_hash_idx').on(t.txHash),
  ],
)
export type ClubWhitelistRow = typeof clubWhitelist.$inferSelect
export type WhitelistStatus = ClubWhitelistRow['status']

/**
 * Who may sell DPINE (VitaOrder.canSellDPINE), kept on chain by the sell-permission job through the
 * operator key. The rule (docs/sell-permission.md): a member may sell while an order of theirs is active
 * or completed (not exited); `source` 'operator' pins `desired` to an operator's grant or revocation
 * until they hand it back to the rule. `onChain` is what the chain was last seen or made to hold (null:
 * not known, so the desired value is sent). `status`: 'synced' when onChain = desired; 'queued' to send;
 * 'sent' with the batch's `txHash` and `sentValue` until its receipt settles it.
 */
export const clubSellPermissions = pgTable(
  'club_sell_permissions',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    address: text('address').notNull(),
    desired: boolean('desired').notNull(),
    source: text('source', { enum: ['rule', 'operator'] })
      .notNull()
      .default('rule'),
    /** The operator's reason, shown to nobody but operators (the member sees the kind of decision). */
    operatorReason: text('operator_reason'),
    onChain: boolean('on_chain'),
    status: text('status', { enum: ['synced', 'queued', 'sent'] })
      .notNull()
      .default('queued'),
    txHash: text('tx_hash'),
    sentValue: boolean('sent_value'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_sell_permissions_status_idx').on(t.status, t.desired, t.attempts, t.memberId),
    index('club_sell_permissions_tx_hash_idx').on(t.txHash),
  ],
)
export type ClubSellPermissionRow = typeof clubSellPermissions.$inferSelect

const statusList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Staking orders (club-rules §1), one row per order through its whole life: recorded by the app before
 * the wallet sends anything (`pending`), its transaction submitted (`pending_verification`), applied by
 * the indexer's OrderPlaced (`active`, with the log's chain reference), then `completed` / `exited` by
 * settlement as its caps fill; `failed` / `cancelled` are final. Status changes only through the
 * shared state machine (`@vita/shared` club/orderStatus), as a conditional update from the status read.
 * An OrderPlaced with no recorded order (the contract called directly) creates one already active.
 */
export const clubOrders = pgTable(
  'club_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: text('status').$type<OrderStatus>().notNull(),
    amount: uint256('amount').notNull(),
    shares: uint256('shares').notNull(),
    /** The Idempotency-Key of the request that recorded it (unique per member); null for chain-created orders. */
    requestKey: text('request_key'),
    /** Optional community number the member typed on the buy screen (spec §5). */
    communityNumber: text('community_number'),
    /** The placeOrder transaction: submitted by the app, or the log's own for chain-created orders. */
    txHash: text('tx_hash'),
    /** The applied OrderPlaced log (null until applied). */
    chainId: integer('chain_id'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    blockTime: timestamp('block_time', { withTimezone: true }),
    chainOrderId: uint256('chain_order_id'),
    /** The referrer the contract recorded (not trusted: the referral tree is authoritative). */
    chainReferrer: text('chain_referrer'),
    dpineReturned: uint256('dpine_returned'),
    /** Business day (SETTLEMENT_TIME_ZONE) it became active; it earns from the next one. */
    activationDay: date('activation_day', { mode: 'string' }),
    staticEarned: uint256('static_earned')
      .notNull()
      .default(sql`0`),
    dynamicEarned: uint256('dynamic_earned')
      .notNull()
      .default(sql`0`),
    /**
     * The settled day whose node reward counted this order's fee-pool credit (club-rules §7: the fee
     * pool's daily inflow): each standing order counts once, in the first settlement after it applied,
     * also when the indexer applied it after its activation day was settled.
     */
    nodeInflowDay: date('node_inflow_day', { mode: 'string' }),
    /** The referrer this order's invite reward went to (club-rules §4), until a reversal. */
    inviteRewardTo: bigint('invite_reward_to', { mode: 'number' }).references(() => members.id),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_orders_member_idx').on(t.memberId, t.id.desc()),
    index('club_orders_status_idx').on(t.status, t.activationDay),
    index('club_orders_activation_day_idx').on(t.activationDay),
    index('club_orders_node_inflow_idx')
      .on(t.activationDay)
      .where(sql`${t.nodeInflowDay} is null and ${t.activationDay} is not null`),
    unique('club_orders_member_request_key_unique').on(t.memberId, t.requestKey),
    uniqueIndex('club_orders_tx_hash_unique')
      .on(sql`lower(${t.txHash})`)
      .where(sql`${t.txHash} is not null`),
    unique('club_orders_chain_log_unique').on(t.chainId, t.txHash, t.logIndex),
    check('club_orders_status', sql`${t.status} in (${statusList(ORDER_STATUSES)})`),
    check('club_orders_amount_positive', sql`${t.amount} > 0`),
    check('club_orders_earned_nonnegative', sql`${t.staticEarned} >= 0 and ${t.dynamicEarned} >= 0`),
  ],
)
export type ClubOrderRow = typeof clubOrders.$inferSelect

/**
 * Per member, the club figures maintained incrementally (club-rules §5: never a tree walk per
 * request): own standing orders and their volume, the downline's standing volume (team performance,
 * self excluded), direct members with an order, and the downline's size. Applying or un-applying an
 * order updates the buyer's row and every ancestor's in one statement. Stored with fillfactor 50
 * (0007_club_core.sql; drizzle cannot declare it): those updates stay HOT, without index writes.
 */
export const clubMemberStats = pgTable('club_member_stats', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  ownOrders: integer('own_orders').notNull().default(0),
  ownVolume: uint256('own_volume')
    .notNull()
    .default(sql`0`),
  teamPerformance: uint256('team_performance')
    .notNull()
    .default(sql`0`),
  directCount: integer('direct_count').notNull().default(0),
  directsWithOrder: integer('directs_with_order').notNull().default(0),
  teamSize: integer('team_size').notNull().default(0),
  /** Highest level anywhere in this member's subtree, the member included (the legs rule), as of settlement. */
  bestLevelInSubtree: integer('best_level_in_subtree').notNull().default(0),
  /** Counted once in every ancestor's team_size and the referrer's direct_count (the member sync job). */
  synced: boolean('synced').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})
export type ClubMemberStatsRow = typeof clubMemberStats.$inferSelect

/**
 * One row per settled business day: written in the same transaction as everything the day paid, so
 * its presence is the proof the day is done (a re-run finds it and changes nothing). Holds the
 * day-level figures of spec §3's static and dynamic dividend screens and the rules the day used.
 */
export const clubSettlements = pgTable('club_settlements', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rules: jsonb('rules').notNull(),
  staticPool: uint256('static_pool').notNull(),
  staticRateBps: integer('static_rate_bps').notNull(),
  staticDailyAmount: uint256('static_daily_amount').notNull(),
  staticTotalShares: uint256('static_total_shares').notNull(),
  staticTotalWeightedShares: uint256('static_total_weighted_shares').notNull(),
  staticPaid: uint256('static_paid').notNull(),
  dynamicPool: uint256('dynamic_pool').notNull(),
  dynamicRateBps: integer('dynamic_rate_bps').notNull(),
  dynamicDailyAmount: uint256('dynamic_daily_amount').notNull(),
  topFourAllocation: uint256('top_four_allocation').notNull(),
  userCountWeight: uint256('user_count_weight').notNull(),
  teamPerformanceWeight: uint256('team_performance_weight').notNull(),
  qualifiedUserCount: integer('qualified_user_count').notNull(),
  totalTeamPerformance: uint256('total_team_performance').notNull(),
  dynamicPaid: uint256('dynamic_paid').notNull(),
  inviteRewardsGranted: uint256('invite_rewards_granted').notNull(),
  inviteRewardsReversed: uint256('invite_rewards_reversed').notNull(),
  feePoolAfter: uint256('fee_pool_after').notNull(),
  /** Nodes (club-rules §7): the fee pool's inflow that day, the reward amount from it, what was paid. */
  nodeFeeInflow: uint256('node_fee_inflow')
    .notNull()
    .default(sql`0`),
  nodeRewardAmount: uint256('node_reward_amount')
    .notNull()
    .default(sql`0`),
  nodeRewardPaid: uint256('node_reward_paid')
    .notNull()
    .default(sql`0`),
  activeNodes: integer('active_nodes').notNull().default(0),
  levelChanges: integer('level_changes').notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})
export type ClubSettlementRow = typeof clubSettlements.$inferSelect

/**
 * A member's statement for one settled day (only members with a share, a qualification or a reward
 * that day): the member-level figures of spec §3 beside the day's totals in club_settlements.
 */
export const clubMemberDays = pgTable(
  'club_member_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    staticShares: uint256('static_shares')
      .notNull()
      .default(sql`0`),
    staticWeightedShares: uint256('static_weighted_shares')
      .notNull()
      .default(sql`0`),
    staticAmount: uint256('static_amount')
      .notNull()
      .default(sql`0`),
    staticCapLeft: uint256('static_cap_left')
      .notNull()
      .default(sql`0`),
    dynamicQualified: boolean('dynamic_qualified').notNull().default(false),
    topFour: boolean('top_four').notNull().default(false),
    teamPerformance: uint256('team_performance')
      .notNull()
      .default(sql`0`),
    dynamicEntitled: uint256('dynamic_entitled')
      .notNull()
      .default(sql`0`),
    dynamicAmount: uint256('dynamic_amount')
      .notNull()
      .default(sql`0`),
    dynamicCapLeft: uint256('dynamic_cap_left')
      .notNull()
      .default(sql`0`),
    /** Invite rewards granted minus reversed that day (may be negative). */
    inviteAmount: numeric78('invite_amount')
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] }), index('club_member_days_day_idx').on(t.day)],
)
export type ClubMemberDayRow = typeof clubMemberDays.$inferSelect

/**
 * Invite rewards (club-rules §4), one row per grant or reversal, written by settlement with the ledger
 * transfer it made: the direct-reward history.
 */
export const clubInviteRewards = pgTable(
  'club_invite_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['grant', 'reversal'] }).notNull(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    inviteeId: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => clubOrders.id),
    amount: uint256('amount').notNull(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_invite_rewards_referrer_idx').on(t.referrerId, t.id.desc()),
    unique('club_invite_rewards_order_kind_unique').on(t.orderId, t.kind),
  ],
)

/**
 * The club's rules (club-rules.md: every number is configuration): one row per change, the newest in
 * force. Written only by the operator CLI (`club:set-rules`, audited); an empty table means the
 * documented defaults (DEFAULT_CLUB_RULES). Settlement copies the rules it used into its day's row.
 */
export const clubRuleVersions = pgTable('club_rule_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  rules: jsonb('rules').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

/**
 * Nodes (club-rules §7), one row per node through its whole life: `open` from the application (the
 * stake held in the holder's staked DPINE account), upgraded in place to a tier of higher stake,
 * `closing` once the holder closes it, `closed` when the release job has returned the stake
 * (`release_at` = closing + the cooling period). Status changes only through the shared state machine
 * (`@vita/shared` club/nodes), as a conditional update. A member holds at most one open node.
 */
export const clubNodes = pgTable(
  'club_nodes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type').$type<NodeType>().notNull(),
    level: text('level').$type<NodeLevel>().notNull(),
    status: text('status').$type<NodeStatus>().notNull().default('open'),
    /** DPINE held for it (the sum of its stake changes). */
    stake: uint256('stake').notNull(),
    /** Business day (SETTLEMENT_TIME_ZONE) it opened: settled days before it do not see it. */
    openedDay: date('opened_day', { mode: 'string' }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    closingAt: timestamp('closing_at', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('club_nodes_one_open_per_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('club_nodes_member_idx').on(t.memberId, t.id.desc()),
    index('club_nodes_tier_idx').on(t.type, t.level, t.status),
    index('club_nodes_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'closing'`),
    check('club_nodes_type', sql`${t.type} in (${statusList(NODE_TYPES)})`),
    check('club_nodes_level', sql`${t.level} in (${statusList(NODE_LEVELS)})`),
    check('club_nodes_status', sql`${t.status} in (${statusList(NODE_STATUSES)})`),
    check('club_nodes_stake_positive', sql`${t.stake} > 0`),
  ],
)
export type ClubNodeRow = typeof clubNodes.$inferSelect

/**
 * Places taken per tier: an application or upgrade takes one with a conditional increment (`taken <
 * max rank`), so concurrent applications never overbook; closing gives it back. A missing row is 0.
 */
export const clubNodePlaces = pgTable(
  'club_node_places',
  {
    type: text('type').$type<NodeType>().notNull(),
    level: text('level').$type<NodeLevel>().notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.level] }), check('club_node_places_taken', sql`${t.taken} >= 0`)],
)

/**
 * Every change of a node (apply, upgrade, close, release) with its stake movement and ledger transfer:
 * the node's audit trail, and the idempotency of the member's requests (unique per member and key).
 */
export const clubNodeChanges = pgTable(
  'club_node_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => clubNodes.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['apply', 'upgrade', 'close', 'release'] }).notNull(),
    fromType: text('from_type').$type<NodeType>(),
    fromLevel: text('from_level').$type<NodeLevel>(),
    toType: text('to_type').$type<NodeType>().notNull(),
    toLevel: text('to_level').$type<NodeLevel>().notNull(),
    /** DPINE held (apply, upgrade) or released (release); 0 for close. */
    stakeDelta: uint256('stake_delta').notNull(),
    /** The Idempotency-Key of the member's request; null for the release job. */
    requestKey: text('request_key'),
    /** Hash of the request's body: the same key with another body is refused. */
    requestHash: text('request_hash'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('club_node_changes_node_idx').on(t.nodeId, t.id),
    unique('club_node_changes_member_request_key_unique').on(t.memberId, t.requestKey),
  ],
)

/**
 * A node's statement for one settled day (every node open or closing that day): whether it was active
 * and why not, its weight, its share before the cap and what it was paid (ledger key node:<day>:<id>).
 */
export const clubNodeDays = pgTable(
  'club_node_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => clubNodes.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    type: text('type').$type<NodeType>().notNull(),
    level: text('level').$type<NodeLevel>().notNull(),
    active: boolean('active').notNull(),
    reason: text('reason').$type<NodeInactiveReason>(),
    weight: integer('weight').notNull(),
    entitled: uint256('entitled')
      .notNull()
      .default(sql`0`),
    amount: uint256('amount')
      .notNull()
      .default(sql`0`),
    capped: boolean('capped').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.day] }),
    index('club_node_days_day_idx').on(t.day, t.type, t.level),
    check(
      'club_node_days_reason',
      sql`${t.reason} is null or ${t.reason} in (${statusList(NODE_INACTIVE_REASONS)})`,
    ),
  ],
)
export type ClubNodeDayRow = typeof clubNodeDays.$inferSelect
