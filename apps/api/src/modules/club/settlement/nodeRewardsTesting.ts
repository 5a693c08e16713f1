/** Test fixtures of the node rewards: nodes by direct insert, orders' chain logs, and the shared model's answer. */
import { sql } from 'drizzle-orm'
import {
  findNodeTier,
  nodeDayStatus,
  splitNodeRewards,
  type MemberLevel,
  type NodeInactiveReason,
  type NodeLevel,
  type NodeRules,
  type NodeStatus,
  type NodeType,
} from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { jsonRows, queryRows } from '../../../platform/db/sql'
import { ledgerSnapshot } from '../../ledger/ledgerTesting'
import { fundAccount } from './settlementTesting'

export type TestClubNode = {
  id: number
  memberId: number
  type: NodeType
  level: NodeLevel
  status: NodeStatus
  stake: bigint
  openedDay: string
}

/** An open normal bronze node with the default stake, opened 2026-01-08, unless told otherwise. */
export const testNode = (id: number, memberId: number, extra: Partial<TestClubNode> = {}): TestClubNode => ({
  id,
  memberId,
  type: 'normal',
  level: 'bronze',
  status: 'open',
  stake: 10_000n * 10n ** 18n,
  openedDay: '2026-01-08',
  ...extra,
})

/** Nodes as the apply path leaves them (at most one open per member: the table's unique index). */
export async function insertClubNodes(db: Db, nodes: readonly TestClubNode[]): Promise<void> {
  if (nodes.length === 0) return
  const rows = nodes.map((n) => ({
    ...n,
    member_id: n.memberId,
    opened_day: n.openedDay,
    stake: String(n.stake),
  }))
  await db.execute(sql`insert into club_nodes (id, member_id, type, level, status, stake, opened_day)
    select r.id, r.member_id, r.type, r.level, r.status, r.stake, r.opened_day
    from json_to_recordset(${jsonRows(rows)}) as r(id bigint, member_id bigint, type text, level text, status text,
      stake numeric, opened_day date)`)
  await db.execute(sql`select setval('club_nodes_id_seq', (select max(id) from club_nodes))`)
}

/**
 * Each order's OrderPlaced log (club_chain_orders, its chain reference on the order) with the chain's
 * fee-pool share, credited to the fee pool as creditOrderPools does. `sharedTx`: the order leaves its
 * tx_hash null, as a second log of one transaction does (activateChainOrder).
 */
export async function attachOrderLogs(
  db: Db,
  orders: readonly { id: number; toFeePool: bigint; sharedTx?: boolean }[],
): Promise<void> {
  if (orders.length === 0) return
  const rows = orders.map((o) => ({ order_id: o.id, fee: String(o.toFeePool), shared: o.sharedTx ?? false }))
  const logOf = sql`cross join lateral (select 31337 as chain_id, '0x' || lpad(to_hex(r.order_id), 64, '0') as tx_hash,
      (r.order_id % 7)::int as log_index, 1000 + r.order_id as block_number,
      '0x' || lpad(to_hex(r.order_id), 64, 'b') as block_hash) l`
  await db.execute(sql`insert into club_chain_orders (chain_id, tx_hash, log_index, block_number, block_hash,
      block_time, order_id, status, buyer, referrer, amount, dpine_returned, price, to_static_pool, to_central_bank,
      to_fee_pool)
    select l.chain_id, l.tx_hash, l.log_index, l.block_number, l.block_hash, now(), r.order_id, 'confirmed',
      m.address, m.address, o.amount, 0, 0, 0, 0, r.fee
    from json_to_recordset(${jsonRows(rows)}) as r(order_id bigint, fee numeric, shared boolean)
    join club_orders o on o.id = r.order_id join members m on m.id = o.member_id ${logOf}`)
  await db.execute(sql`update club_orders o set chain_id = l.chain_id, tx_hash = case when r.shared then null
      else l.tx_hash end, log_index = l.log_index, block_number = l.block_number, block_hash = l.block_hash
    from json_to_recordset(${jsonRows(rows)}) as r(order_id bigint, fee numeric, shared boolean) ${logOf}
    where o.id = r.order_id`)
  for (const o of orders)
    await fundAccount(db, { systemCode: 'fee_pool' }, o.toFeePool, `fund:order:${o.id}:fee`)
}

/** What a settlement of the node rewards changes: the ledger, the node statements, the orders' counted days. */
export async function nodeRewardState(db: Db) {
  return {
    ledger: await ledgerSnapshot(db),
    nodeDays: await queryRows(db, sql`select count(*)::int as n from club_node_days`),
    counted: await queryRows(
      db,
      sql`select o.id, o.node_inflow_day::text as day from club_orders o order by o.id`,
    ),
  }
}

/** The fee pool's balance (0 before its account exists). */
export async function feePoolBalance(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance::text from ledger_accounts where system_code = 'fee_pool' and currency = 'USDT'`,
  )
  return BigInt(row?.balance ?? '0')
}

export type NodeDayRow = {
  nodeId: number
  memberId: number
  active: boolean
  reason: NodeInactiveReason | null
  weight: number
  entitled: bigint
  amount: bigint
  capped: boolean
}

/** The day's club_node_days rows, by node id. */
export async function readNodeDays(db: Db, day: string): Promise<NodeDayRow[]> {
  const rows = await queryRows<{
    node_id: string
    member_id: string
    active: boolean
    reason: NodeInactiveReason | null
    weight: number
    entitled: string
    amount: string
    capped: boolean
  }>(
    db,
    sql`select node_id::text, member_id::text, active, reason, weight, entitled::text, amount::text, capped
      from club_node_days d where d.day = ${day}::date order by d.node_id`,
  )
  return rows.map((row) => ({
    nodeId: Number(row.node_id),
    memberId: Number(row.member_id),
    active: row.active,
    reason: row.reason,
    weight: Number(row.weight),
    entitled: BigInt(row.entitled),
    amount: BigInt(row.amount),
    capped: row.capped,
  }))
}

/** What the ledger paid for `day`'s node rewards, one row per transfer by node id (where it went and why). */
export async function ledgerNodePayouts(db: Db, day: string) {
  const rows = await queryRows<{
    node_id: string
    member_id: string
    purpose: string
    type: string
    reference_type: string
    names_node: boolean
    amount: string
  }>(
    db,
    sql`select n.id::text as node_id, a.member_id::text, a.purpose, t.type, t.reference_type,
        t.reference_id = n.uuid::text as names_node, t.amount::text
      from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      join club_nodes n on t.idempotency_key = 'node:' || ${day} || ':' || n.id
      where t.idempotency_key like ${`node:${day}:%`} order by n.id`,
  )
  return rows.map((row) => ({
    nodeId: Number(row.node_id),
    memberId: Number(row.member_id),
    purpose: row.purpose,
    type: row.type,
    referenceType: row.reference_type,
    namesNode: row.names_node,
    amount: BigInt(row.amount),
  }))
}

/**
 * The shared model's node-day rows for `day`: every club_nodes row read as it stands (holders' levels
 * as the day's settlement left them), chosen, judged and split by nodeDayStatus and splitNodeRewards.
 */
export async function modelNodeDays(
  db: Db,
  day: string,
  rules: NodeRules,
  rewardAmount: bigint,
): Promise<NodeDayRow[]> {
  const nodes = await queryRows<{
    id: string
    member_id: string
    type: NodeType
    level: NodeLevel
    status: NodeStatus
    stake: string
    opened_day: string
    holder_level: number
  }>(
    db,
    sql`select n.id::text, n.member_id::text, n.type, n.level, n.status, n.stake::text, n.opened_day::text,
      m.level as holder_level from club_nodes n join members m on m.id = n.member_id order by n.id`,
  )
  const ofDay = nodes
    .filter((node) => node.status !== 'closed' && node.opened_day <= day)
    .map((node) => {
      const tier = findNodeTier(rules, node)
      if (!tier) throw new Error(`no tier ${node.type} ${node.level} in the rules`)
      const standing = nodeDayStatus({
        status: node.status,
        stake: BigInt(node.stake),
        holderLevel: Number(node.holder_level) as MemberLevel,
        tier,
      })
      return { id: Number(node.id), memberId: Number(node.member_id), tier, standing }
    })
  const split = splitNodeRewards(
    ofDay
      .filter((node) => node.standing.active)
      .map((node) => ({
        id: node.id,
        weight: node.tier.rewardWeight,
        dailyRewardLimit: node.tier.dailyRewardLimit,
      })),
    rewardAmount,
  )
  const rewardOf = new Map(split.map((reward) => [reward.id, reward]))
  return ofDay.map((node) => {
    const reward = rewardOf.get(node.id)
    return {
      nodeId: node.id,
      memberId: node.memberId,
      active: node.standing.active,
      reason: node.standing.reason,
      weight: node.standing.active ? node.tier.rewardWeight : 0,
      entitled: reward?.entitled ?? 0n,
      amount: reward?.amount ?? 0n,
      capped: reward?.capped ?? false,
    }
  })
}
