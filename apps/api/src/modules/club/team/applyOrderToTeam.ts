import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { ancestorIds } from './ancestorIds'

export type ApplyOrderToTeamParameters = {
  memberId: number
  amount: bigint
  /** 1: the order became standing; -1: it was un-applied (reorg). */
  direction: 1 | -1
}

/**
 * Club-rules §5, incrementally: an order that becomes standing (or stops standing) moves its buyer's
 * own orders and volume, every ancestor's team performance and, when the buyer's own orders cross
 * 0↔1, the referrer's directs with an order. One read of the buyer's path, one statement: existing
 * rows are updated in place (the member sync job creates every member's), missing ones inserted; when
 * none is missing (the common case) the insert's anti-join is skipped. The buyer is never an ancestor,
 * so no row is written twice in the statement. Both statements are prepared (planning the statement
 * cost a third of running it).
 */
export async function applyOrderToTeam(
  db: Db,
  { memberId, amount, direction }: ApplyOrderToTeamParameters,
): Promise<void> {
  const [buyer] = await queryRows<{ path: string; referrer_id: string | null }>(
    db,
    sql`select path, referrer_id::text from members_referral_tree where id = ${memberId}`,
    { prepared: true },
  )
  if (!buyer) throw new Error(`member ${memberId} does not exist`)
  // Ascending ids: concurrent writers lock shared ancestors in the same order.
  const ancestors = ancestorIds(buyer.path).sort((a, b) => a - b)
  const delta = (direction === 1 ? amount : -amount).toString()
  const referrerId = buyer.referrer_id === null ? null : Number(buyer.referrer_id)
  // The own-orders count at which the buyer starts or stops counting as a direct with an order.
  const crossing = direction === 1 ? 1 : 0
  // Each value is bound once (the ancestors' array is parsed once) and read through `input`.
  await queryRows(
    db,
    sql`with input as (
        select ${`{${ancestors.join(',')}}`}::bigint[] as ids, ${ancestors.length}::int as count,
          ${delta}::numeric as delta, ${referrerId}::bigint as referrer
      ), buyer as (
        insert into club_member_stats as s (member_id, own_orders, own_volume)
        values (${memberId}, ${direction}, (select delta from input))
        on conflict (member_id) do update set own_orders = s.own_orders + excluded.own_orders,
          own_volume = s.own_volume + excluded.own_volume, updated_at = now()
        returning s.own_orders
      ), crossed as (
        select case when (select own_orders from buyer) = ${crossing} then ${direction}::int else 0 end as step
      ), updated as (
        update club_member_stats s set team_performance = s.team_performance + (select delta from input),
          directs_with_order = s.directs_with_order
            + case when s.member_id = (select referrer from input) then (select step from crossed) else 0 end,
          updated_at = now()
        where s.member_id = any((select ids from input)::bigint[])
        returning s.member_id
      )
      insert into club_member_stats as s (member_id, team_performance, directs_with_order)
      select a.id, (select delta from input),
        case when a.id = (select referrer from input) then (select step from crossed) else 0 end
      from unnest((select ids from input)) as a(id)
      where (select count(*) from updated) < (select count from input)
        and a.id not in (select member_id from updated)
      order by a.id
      on conflict (member_id) do update set team_performance = s.team_performance + excluded.team_performance,
        directs_with_order = s.directs_with_order + excluded.directs_with_order, updated_at = now()`,
    { prepared: true },
  )
}
