import { sql, type SQL } from 'drizzle-orm'

/**
 * True when the member `memberId` names has an order not exited (active or completed): what makes a
 * node member active (club-rules §7). One probe of the orders' member index.
 */
export const hasLiveOrderSql = (memberId: SQL) =>
  sql<boolean>`exists (select 1 from club_orders o
    where o.member_id = ${memberId} and o.status in ('active', 'completed'))`
