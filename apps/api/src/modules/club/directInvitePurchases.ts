import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'

export type DirectInvitePurchasesParameters = { from: Date; to: Date }
/** Per referrer: how many club orders their direct invitees placed in [from, to), and their value. */
export type DirectInvitePurchases = { memberId: number; purchases: number; value: bigint }[]

/**
 * Club orders placed on chain in a time window, summed per referrer of the buyer (the member who
 * invited the buyer). Rejected orders do not count.
 */
export async function directInvitePurchases(
  db: Db,
  { from, to }: DirectInvitePurchasesParameters,
): Promise<DirectInvitePurchases> {
  const rows = await queryRows<{ member_id: string; purchases: number; value: string }>(
    db,
    sql`select buyer.referrer_id::text as member_id, count(*)::int as purchases, sum(o.amount)::text as value
      from club_chain_orders o
      join members_referral_tree buyer on buyer.address = o.buyer
      where o.block_time >= ${from.toISOString()}::timestamptz and o.block_time < ${to.toISOString()}::timestamptz
        and o.status <> 'rejected' and buyer.referrer_id is not null
      group by buyer.referrer_id`,
  )
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    purchases: Number(row.purchases),
    value: BigInt(row.value),
  }))
}
