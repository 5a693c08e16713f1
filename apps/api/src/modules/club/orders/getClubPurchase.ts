import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { ClubPurchase } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { loadClubRules } from '../rules/loadClubRules'
import { clubOrders } from '../tables'
import { whitelistStatus } from '../whitelistStatus'
import { memberOrderCounts } from './memberOrderCounts'
import { toClubOrderViews } from './orderView'

/** What the buy screen checks before anything is sent (GET /app/club/purchase). */
export async function getClubPurchase(db: Db, memberId: number): Promise<ClubPurchase> {
  const [rules, counts, activation, referrer, openRows] = await Promise.all([
    loadClubRules(db),
    memberOrderCounts(db, memberId),
    whitelistStatus(db, memberId),
    queryRows<{ address: string }>(
      db,
      sql`select r.address from members_referral_tree m join members_referral_tree r on r.id = m.referrer_id
        where m.id = ${memberId}`,
    ),
    db
      .select()
      .from(clubOrders)
      .where(
        and(
          eq(clubOrders.memberId, memberId),
          inArray(clubOrders.status, ['pending', 'pending_verification']),
        ),
      )
      .orderBy(desc(clubOrders.id))
      .limit(1),
  ])
  const [openOrder] = await toClubOrderViews(db, openRows, rules)
  const referrerAddress = referrer[0]?.address
  return {
    orderPrice: rules.orderPrice.toString(),
    maxOrders: rules.maxOrdersPerMember,
    ordersUsed: counts.used,
    remainingOrders: Math.max(0, rules.maxOrdersPerMember - counts.used),
    referrerAddress: referrerAddress ? getAddress(referrerAddress) : null,
    activation,
    openOrder: openOrder ?? null,
  }
}
