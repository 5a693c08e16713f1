import { sql } from 'drizzle-orm'
import type { ClubStats } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { big, standingStatusesSql } from './person'
import { poolBalance } from './poolBalance'

/** GET /club/stats: members, standing orders and their consumption, the pools now, today's new orders. */
export async function clubStats(db: Db, today: string): Promise<ClubStats> {
  const [[counts], staticPool, dynamic, centralBank, fee] = await Promise.all([
    queryRows<{
      members: number
      orders: number
      consumption: string
      today_orders: number
      today_consumption: string
    }>(
      db,
      sql`select (select count(*) from members_referral_tree)::int as members, count(o.id)::int as orders,
          coalesce(sum(o.amount), 0)::text as consumption,
          (count(o.id) filter (where o.activation_day = ${today}::date))::int as today_orders,
          coalesce(sum(o.amount) filter (where o.activation_day = ${today}::date), 0)::text as today_consumption
        from club_orders o where o.status in (${standingStatusesSql})`,
    ),
    poolBalance(db, 'static_dividend_pool'),
    poolBalance(db, 'dynamic_pool'),
    poolBalance(db, 'central_bank_pool'),
    poolBalance(db, 'fee_pool'),
  ])
  return {
    members: counts?.members ?? 0,
    orders: counts?.orders ?? 0,
    consumption: big(counts?.consumption).toString(),
    pools: {
      static: staticPool.toString(),
      dynamic: dynamic.toString(),
      centralBank: centralBank.toString(),
      fee: fee.toString(),
    },
    todayNewOrders: counts?.today_orders ?? 0,
    todayConsumption: big(counts?.today_consumption).toString(),
    day: today,
  }
}
