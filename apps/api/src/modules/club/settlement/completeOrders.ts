import { sql, type SQL } from 'drizzle-orm'
import { BPS, ORDER_STATUSES, transition, type OrderStatus } from '@vita/shared'
import { queryRows } from '../../../platform/db/sql'
import { num, type SettlementContext } from './settlementContext'

export type OrderStatusChange = { from: OrderStatus; to: OrderStatus; orders: number }

/**
 * The status an order ends the day in, given which caps it has reached: the shared state machine's
 * `staticCapReached`, then `dynamicCapReached`, each only where the machine allows it (settleDay's order).
 */
export function statusAfterCaps(
  status: OrderStatus,
  staticReached: boolean,
  dynamicReached: boolean,
): OrderStatus {
  let next = status
  if (staticReached) {
    const result = transition(next, 'staticCapReached')
    if (result.ok) next = result.status
  }
  if (dynamicReached) {
    const result = transition(next, 'dynamicCapReached')
    if (result.ok) next = result.status
  }
  return next
}

/** Every (status, caps reached) the machine moves, as `when … then …` arms: the SQL cannot drift from it. */
function transitionArms(staticReached: SQL, dynamicReached: SQL) {
  const arms: SQL[] = []
  const conditions: SQL[] = []
  const from = new Set<OrderStatus>()
  for (const status of ORDER_STATUSES)
    for (const s of [true, false])
      for (const d of [true, false]) {
        const to = statusAfterCaps(status, s, d)
        if (to === status) continue
        const condition = sql`(o.status = ${status} and ${s ? staticReached : sql`not ${staticReached}`}
          and ${d ? dynamicReached : sql`not ${dynamicReached}`})`
        arms.push(sql`when ${condition} then ${to}`)
        conditions.push(condition)
        from.add(status)
      }
  return { arms, conditions, from: [...from] }
}

/**
 * Step 5 (club-rules §1): orders at their static cap complete, completed ones at their dynamic cap
 * exit — over every order, so a cap lowered by the operator takes effect too. Each cap is computed once
 * per order in the scan, which keeps only orders at a cap (a few thousand of 2M); the changed ones are
 * then rewritten by id.
 */
export async function completeOrders({ tx, rules }: SettlementContext): Promise<OrderStatusChange[]> {
  const { arms, conditions, from } = transitionArms(sql`o.static_reached`, sql`o.dynamic_reached`)
  if (arms.length === 0) return []
  const staticReached = sql`o.static_earned >= div(o.amount * ${num(rules.staticCapBps)}, ${num(BPS)})`
  const dynamicReached = sql`o.dynamic_earned >= div(o.amount * ${num(rules.dynamicCapBps)}, ${num(BPS)})`
  const rows = await queryRows<{ from_status: OrderStatus; to_status: OrderStatus; orders: string }>(
    tx,
    sql`with changed as (
          select o.id, o.status as from_status, (case ${sql.join(arms, sql` `)} end) as to_status
          from (
            select o.id, o.status, ${staticReached} as static_reached, ${dynamicReached} as dynamic_reached
            from club_orders o
            where o.status in (${sql.join(
              from.map((status) => sql`${status}`),
              sql`, `,
            )}) and (${staticReached} or ${dynamicReached})
            -- Kept a subquery, so that each cap of the few orders left is computed once for every arm.
            offset 0
          ) o
          where ${sql.join(conditions, sql` or `)}
        ),
        updated as (
          update club_orders o set status = c.to_status, updated_at = now() from changed c
          where o.id = c.id
          returning c.from_status, c.to_status
        )
        select from_status, to_status, count(*)::text as orders from updated group by from_status, to_status
        order by from_status, to_status`,
  )
  return rows.map((row) => ({ from: row.from_status, to: row.to_status, orders: Number(row.orders) }))
}
