import { sql } from 'drizzle-orm'
import { DEFAULT_CLUB_RULES, type ClubSnapshot, type MemberLevel, type OrderStatus } from '@vita/shared'
import { getAddress, numberToHex } from 'viem'
import type { Db } from '../../../platform/db/client'
import { jsonRows, queryRows } from '../../../platform/db/sql'
import { postTransfer } from '../../ledger'
import { communityNumberFor, pathSegment } from '../../members/membersTesting'
import { standingStatuses } from './settlementContext'

/** Test fixtures of the settlement: a referral tree, orders, member figures, funded pools, the model's snapshot. */
export type TestClubMember = { id: number; referrerId: number | null; joinedAt: Date }
export type TestClubOrder = {
  id: number
  memberId: number
  amount: bigint
  status: OrderStatus
  activationDay: string | null
  staticEarned?: bigint
  dynamicEarned?: bigint
  inviteRewardTo?: number | null
  /** The settled day whose node reward counted its fee-pool credit (null: not counted yet). */
  nodeInflowDay?: string | null
}

/** An active order of the default price activated on 2026-01-05, unless told otherwise. */
export const testOrder = (
  id: number,
  memberId: number,
  extra: Partial<TestClubOrder> = {},
): TestClubOrder => ({
  id,
  memberId,
  amount: DEFAULT_CLUB_RULES.orderPrice,
  status: 'active',
  activationDay: '2026-01-05',
  ...extra,
})

/** r (1) with directs 2, 3, 4, and 4's invitee 5, joined in id order. */
export async function insertTeamOfFive(db: Db): Promise<void> {
  await insertClubMembers(
    db,
    [1, 2, 3, 4, 5].map((id) => ({
      id,
      referrerId: id === 1 ? null : id === 5 ? 4 : 1,
      joinedAt: new Date(id * 1000),
    })),
  )
}

/** The team's first nine orders: r's own, four each of 2 and 3 (their first rewarded to r); the rest is a test's own. */
export const teamOfFiveOrders = (): TestClubOrder[] => [
  testOrder(1, 1),
  ...[2, 3, 4, 5].map((id) => testOrder(id, 2, { inviteRewardTo: id === 2 ? 1 : null })),
  ...[6, 7, 8, 9].map((id) => testOrder(id, 3, { inviteRewardTo: id === 6 ? 1 : null })),
]

/** Members in the given order (a referrer before its invitees), with their tree paths. */
export async function insertClubMembers(db: Db, list: readonly TestClubMember[]): Promise<void> {
  const paths = new Map<number, { path: string; depth: number }>()
  const [existing] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from members`)
  if (Number(existing?.n ?? 0) > 0) {
    const rows = await queryRows<{ id: string; path: string; depth: number }>(
      db,
      sql`select id::text, path, depth from members`,
    )
    for (const row of rows) paths.set(Number(row.id), { path: row.path, depth: Number(row.depth) })
  }
  const rows = list.map((member) => {
    const parent = member.referrerId === null ? undefined : paths.get(member.referrerId)
    const path = `${parent?.path ?? '/'}${pathSegment(member.id)}/`
    const depth = parent === undefined ? 0 : parent.depth + 1
    paths.set(member.id, { path, depth })
    return {
      id: member.id,
      address: getAddress(numberToHex(0xc1b000000000n + BigInt(member.id), { size: 20 })),
      community_number: communityNumberFor(member.id),
      invite_code: `CLUB${member.id.toString(36).toUpperCase().padStart(6, '0')}`,
      referrer_id: member.referrerId,
      path,
      depth,
      joined_at: member.joinedAt.toISOString(),
    }
  })
  await db.execute(sql`insert into members (id, uuid, address, community_number, invite_code, referrer_id, path,
      depth, joined_at)
    select r.id, gen_random_uuid(), r.address, r.community_number, r.invite_code, r.referrer_id, r.path, r.depth,
      r.joined_at
    from json_to_recordset(${jsonRows(rows)}) as r(id bigint, address text, community_number text, invite_code text,
      referrer_id bigint, path text, depth int, joined_at timestamptz)
    order by r.depth, r.id`)
  await db.execute(sql`select setval('members_id_seq', (select max(id) from members))`)
}

export async function insertClubOrders(db: Db, orders: readonly TestClubOrder[]): Promise<void> {
  if (orders.length === 0) return
  const rows = orders.map((o) => ({
    id: o.id,
    member_id: o.memberId,
    status: o.status,
    amount: o.amount.toString(),
    activation_day: o.activationDay,
    static_earned: (o.staticEarned ?? 0n).toString(),
    dynamic_earned: (o.dynamicEarned ?? 0n).toString(),
    invite_reward_to: o.inviteRewardTo ?? null,
    node_inflow_day: o.nodeInflowDay ?? null,
  }))
  await db.execute(sql`insert into club_orders (id, member_id, status, amount, shares, activation_day, static_earned,
      dynamic_earned, invite_reward_to, node_inflow_day)
    select r.id, r.member_id, r.status, r.amount, 1, r.activation_day, r.static_earned, r.dynamic_earned,
      r.invite_reward_to, r.node_inflow_day
    from json_to_recordset(${jsonRows(rows)}) as r(id bigint, member_id bigint, status text, amount numeric,
      activation_day date, static_earned numeric, dynamic_earned numeric, invite_reward_to bigint, node_inflow_day date)`)
  await db.execute(sql`select setval('club_orders_id_seq', (select max(id) from club_orders))`)
}

/** club_member_stats as the order handlers maintain them, recomputed from the orders (tests only). */
export async function rebuildMemberStats(db: Db): Promise<void> {
  await db.execute(sql`insert into club_member_stats as s (member_id, own_orders, own_volume, team_performance,
      directs_with_order)
    select m.id,
      (select count(*) from club_orders o where o.member_id = m.id and o.status in ${standingStatuses}),
      (select coalesce(sum(o.amount), 0) from club_orders o where o.member_id = m.id and o.status in ${standingStatuses}),
      (select coalesce(sum(o.amount), 0) from club_orders o join members d on d.id = o.member_id
        where d.path like m.path || '%' and d.id <> m.id and o.status in ${standingStatuses}),
      (select count(*) from members d where d.referrer_id = m.id and exists (select 1 from club_orders o
        where o.member_id = d.id and o.status in ${standingStatuses}))
    from members m
    on conflict (member_id) do update set own_orders = excluded.own_orders, own_volume = excluded.own_volume,
      team_performance = excluded.team_performance, directs_with_order = excluded.directs_with_order`)
}

/** Money into a pool or a member's claimable account, from chain_deposits (as an applied order does). */
export async function fundAccount(
  db: Db,
  to: { systemCode: 'static_dividend_pool' | 'dynamic_pool' | 'fee_pool' } | { memberId: number },
  amount: bigint,
  key: string,
): Promise<void> {
  if (amount <= 0n) return
  await postTransfer(db, {
    idempotencyKey: key,
    currency: 'USDT',
    type: 'income',
    amount,
    from: { systemCode: 'chain_deposits' },
    to: 'memberId' in to ? { memberId: to.memberId, purpose: 'claimable' } : to,
  })
}

/** Ids as the model sorts them: zero-padded, so string order is numeric order. */
export const modelId = (id: number | string) => String(id).padStart(12, '0')
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000
export const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10)

/** The database's club state as the reference model's snapshot (members in join order, then id). */
export async function readClubSnapshot(db: Db): Promise<ClubSnapshot> {
  const members = await queryRows<{ id: string; referrer_id: string | null; joined: string; level: number }>(
    db,
    sql`select m.id::text, m.referrer_id::text, (extract(epoch from m.joined_at) * 1000)::bigint::text as joined,
      m.level from members m order by m.joined_at, m.id`,
  )
  const orders = await queryRows<{
    id: string
    member_id: string
    amount: string
    status: OrderStatus
    activation_day: string | null
    static_earned: string
    dynamic_earned: string
    invite_reward_to: string | null
  }>(
    db,
    sql`select o.id::text, o.member_id::text, o.amount::text, o.status, o.activation_day::text,
      o.static_earned::text, o.dynamic_earned::text, o.invite_reward_to::text from club_orders o order by o.id`,
  )
  const pools = await queryRows<{ code: string; balance: string }>(
    db,
    sql`select system_code as code, balance::text from ledger_accounts where currency = 'USDT'
      and system_code in ('static_dividend_pool', 'dynamic_pool', 'fee_pool')`,
  )
  const pool = (code: string) => BigInt(pools.find((row) => row.code === code)?.balance ?? '0')
  const [last] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from club_settlements`,
  )
  return {
    lastSettledDay: last?.day ? dayNumber(last.day) : null,
    members: members.map((m) => ({
      memberId: modelId(m.id),
      referrerId: m.referrer_id === null ? null : modelId(m.referrer_id),
      joinedAt: Number(m.joined),
      level: Number(m.level) as MemberLevel,
    })),
    orders: orders.map((o) => ({
      orderId: modelId(o.id),
      memberId: modelId(o.member_id),
      amount: BigInt(o.amount),
      status: o.status,
      activationDay: o.activation_day === null ? null : dayNumber(o.activation_day),
      staticEarned: BigInt(o.static_earned),
      dynamicEarned: BigInt(o.dynamic_earned),
      inviteRewardTo: o.invite_reward_to === null ? null : modelId(o.invite_reward_to),
    })),
    pools: { static: pool('static_dividend_pool'), dynamic: pool('dynamic_pool'), fee: pool('fee_pool') },
  }
}

/** What the ledger paid each member for `day`, by kind (invite rewards net of reversals). */
export async function ledgerPayouts(db: Db, day: string) {
  const rows = await queryRows<{ member_id: string; static: string; dynamic: string; invite: string }>(
    db,
    sql`select a.member_id::text,
        coalesce(sum(e.amount) filter (where t.idempotency_key = ${`dividend:${day}:static`}), 0)::text as static,
        coalesce(sum(e.amount) filter (where t.idempotency_key = ${`dividend:${day}:dynamic`}), 0)::text as dynamic,
        coalesce(sum(e.amount) filter (where t.idempotency_key like ${`invite:${day}:%`}), 0)::text as invite
      from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'member'
      where t.idempotency_key like ${`dividend:${day}:%`} or t.idempotency_key like ${`invite:${day}:%`}
      group by a.member_id order by a.member_id`,
  )
  return rows.map((row) => ({
    memberId: modelId(row.member_id),
    static: BigInt(row.static),
    dynamic: BigInt(row.dynamic),
    inviteRewards: BigInt(row.invite),
  }))
}
