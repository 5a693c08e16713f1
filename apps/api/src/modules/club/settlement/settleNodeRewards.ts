import { sql, type SQL } from 'drizzle-orm'
import { nodeRewardAmount, type NodeInactiveReason, type NodeRules, type NodeStatus } from '@vita/shared'
import { queryRows } from '../../../platform/db/sql'
import { postTransferSet } from '../../ledger'
import { poolBalance } from '../reads/poolBalance'
import { CLUB_CURRENCY, num, scalar, standingStatuses, type SettlementContext } from './settlementContext'

export type NodeRewardTotals = {
  /** The fee pool's inflow counted for the day: the fee-pool credits of the standing orders counted today. */
  feeInflow: bigint
  rewardShareBps: bigint
  /** feeInflow × rewardShareBps, never more than the fee pool held at this step. */
  rewardAmount: bigint
  paid: bigint
  /** Nodes open or closing on the day: one club_node_days row each. */
  nodes: number
  activeNodes: number
  /** The inactive nodes by why. */
  inactive: Record<NodeInactiveReason, number>
  /** Active nodes held to their tier's daily reward limit. */
  cappedNodes: number
  /** The fee pool as the day leaves it (after invite and node rewards). */
  feePoolAfter: bigint
}

const reason = (value: NodeInactiveReason) => sql`${value}::text`
const status = (value: NodeStatus) => sql`${value}::text`

/** The rules' tier table as a relation `t(type, level, member_level, stake, weight, daily_limit)`. */
function tierTable(rules: NodeRules): SQL {
  const rows = rules.tiers.map(
    (tier) => sql`(${tier.type}::text, ${tier.level}::text, ${tier.memberLevel}::int, ${num(tier.stake)},
      ${tier.rewardWeight}::int, ${num(tier.dailyRewardLimit)})`,
  )
  return sql`(values ${sql.join(rows, sql`, `)}) as t(type, level, member_level, stake, weight, daily_limit)`
}

/**
 * The day's fee inflow (club-rules §7): the chain's `to_fee_pool` of every standing order not counted
 * before and active by the day, each marked counted (club_orders.node_inflow_day) so it counts once —
 * also an order the indexer applied after its activation day was settled. Its chain log is found by its
 * block position: an order sharing its transaction with another standing order has no tx_hash of its own.
 */
async function countFeeInflow({ tx, day }: SettlementContext): Promise<bigint> {
  return scalar(
    tx,
    sql`with counted as (
        update club_orders o set node_inflow_day = ${day}::date
        where o.node_inflow_day is null and o.activation_day <= ${day}::date and o.status in ${standingStatuses}
        returning o.chain_id, o.block_number, o.block_hash, o.log_index
      )
      select coalesce(sum(c.to_fee_pool), 0)::text as value from counted o
      join club_chain_orders c on c.chain_id = o.chain_id and c.block_number = o.block_number
        and c.log_index = o.log_index and c.block_hash = o.block_hash`,
  )
}

/**
 * The node rewards (club-rules §7), after the dividends: the share of the fee pool's daily inflow among
 * the day's active nodes by tier weight, rounded down and capped by the tier's daily limit (what is left
 * stays in the fee pool), paid into the holders' available accounts (bill type income, the node as its
 * cause: it shows in the bill log at once, nothing to claim). Every node open or closing and opened by
 * the day gets its statement row, active or why not, judged on the levels step 1 recomputed that day.
 * One statement per stage over all nodes; mirrors nodeDayStatus and splitNodeRewards of @vita/shared.
 */
export async function settleNodeRewards(context: SettlementContext): Promise<NodeRewardTotals> {
  const { tx, day, rules } = context
  const feeInflow = await countFeeInflow(context)
  const rewardAmount = nodeRewardAmount(feeInflow, await poolBalance(tx, 'fee_pool'), rules.nodes)
  await tx.execute(sql`insert into club_node_days (day, node_id, member_id, type, level, active, reason, weight,
      entitled, amount, capped)
    select ${day}::date, s.node_id, s.member_id, s.type, s.level, s.reason is null, s.reason, s.weight, s.entitled,
      least(s.entitled, s.daily_limit), s.entitled > s.daily_limit
    from (
      select w.*, case when sum(w.weight) over () = 0 then 0
        else div(${num(rewardAmount)} * w.weight, sum(w.weight) over ()) end as entitled
      from (
        select r.*, case when r.reason is null then r.tier_weight else 0 end as weight
        from (
          select n.id as node_id, n.member_id, n.type, n.level, t.weight as tier_weight, t.daily_limit,
            case when n.status <> ${status('open')} then ${reason('closing')}
              when m.level < t.member_level then ${reason('memberLevel')}
              when n.stake < t.stake then ${reason('stake')} end as reason
          from club_nodes n
          join members_referral_tree m on m.id = n.member_id
          join ${tierTable(rules.nodes)} on t.type = n.type and t.level = n.level
          where n.status in (${status('open')}, ${status('closing')}) and n.opened_day <= ${day}::date
        ) r
      ) w
    ) s
    order by s.node_id`)
  await postTransferSet(tx, {
    transfers: sql`select d.node_id as ord, 'node:' || ${day} || ':' || d.node_id as idempotency_key,
        ${CLUB_CURRENCY}::text as currency, 'income'::text as type, d.amount,
        null::bigint as from_member_id, null::text as from_purpose, 'fee_pool'::text as from_system_code,
        d.member_id as to_member_id, 'available'::text as to_purpose, null::text as to_system_code,
        'club_node'::text as reference_type, n.uuid::text as reference_id
      from club_node_days d join club_nodes n on n.id = d.node_id
      where d.day = ${day}::date and d.amount > 0`,
  })
  const rows = await queryRows<{
    reason: NodeInactiveReason | null
    nodes: string
    capped: string
    paid: string
  }>(
    tx,
    sql`select reason, count(*)::text as nodes, count(*) filter (where capped)::text as capped,
        coalesce(sum(amount), 0)::text as paid
      from club_node_days where day = ${day}::date group by reason`,
  )
  const nodesWith = (why: NodeInactiveReason | null) =>
    Number(rows.find((row) => row.reason === why)?.nodes ?? 0)
  return {
    feeInflow,
    rewardShareBps: rules.nodes.rewardShareBps,
    rewardAmount,
    paid: rows.reduce((sum, row) => sum + BigInt(row.paid), 0n),
    nodes: rows.reduce((sum, row) => sum + Number(row.nodes), 0),
    activeNodes: nodesWith(null),
    inactive: {
      closing: nodesWith('closing'),
      memberLevel: nodesWith('memberLevel'),
      stake: nodesWith('stake'),
    },
    cappedNodes: rows.reduce((sum, row) => sum + Number(row.capped), 0),
    feePoolAfter: await poolBalance(tx, 'fee_pool'),
  }
}
