import { sql } from 'drizzle-orm'
import type { DailyRanking } from '@vita/shared'
import type { Db } from '../../db/client'
import { queryRows } from '../ledger/sqlRows'

export const DEFAULT_RANKING_TIME_ZONE = 'Asia/Shanghai'
export const DAILY_RANKING_SIZE = 20

export type DailyRankingParameters = { memberId: number; now: Date; timeZone: string; size?: number }

type RankRow = {
  member_id: string
  community_number: string
  address: string
  purchases: number
  value: string
  rank: string
}

/** `0x1234…abcd`: enough to recognise one's own wallet, not to expose anyone's. */
export const maskAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Today's (in `timeZone`) top members by new direct-invite purchases: club orders indexed on chain whose
 * buyer is a member the ranked member invited. Ranked by purchase count, then USDT value, then the
 * earlier member (a tie-break the spec leaves open). Rejected orders do not count.
 */
export async function dailyRanking(db: Db, parameters: DailyRankingParameters): Promise<DailyRanking> {
  const { memberId, now, timeZone } = parameters
  const size = parameters.size ?? DAILY_RANKING_SIZE
  const rows = await queryRows<RankRow & { day: string }>(
    db,
    sql`with bounds as (
        select d::text as day, (d::timestamp at time zone ${timeZone}) as start_at, ((d + 1)::timestamp at time zone ${timeZone}) as end_at
        from (select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as d) today
      ),
      totals as (
        select buyer_member.referrer_id as member_id, count(*)::int as purchases, sum(o.amount) as value
        from bounds
        join club_chain_orders o on o.block_time >= bounds.start_at and o.block_time < bounds.end_at and o.status <> 'rejected'
        join members buyer_member on buyer_member.address = o.buyer
        where buyer_member.referrer_id is not null
        group by buyer_member.referrer_id
      ),
      ranked as (
        select t.member_id, t.purchases, t.value, row_number() over (order by t.purchases desc, t.value desc, t.member_id asc) as rank
        from totals t
      )
      select bounds.day, r.member_id::text as member_id, m.community_number, m.address, r.purchases, r.value::text as value, r.rank::text as rank
      from bounds
      left join ranked r on r.rank <= ${size} or r.member_id = ${memberId}
      left join members m on m.id = r.member_id
      order by r.rank asc nulls last`,
  )
  const date = rows[0]?.day ?? now.toISOString().slice(0, 10)
  const ranked = rows.filter((row) => row.member_id !== null)
  const entries = ranked
    .filter((row) => Number(row.rank) <= size)
    .map((row) => ({
      rank: Number(row.rank),
      communityNumber: row.community_number,
      maskedAddress: maskAddress(row.address),
      purchases: Number(row.purchases),
      value: row.value,
    }))
  const mine = ranked.find((row) => Number(row.member_id) === memberId)
  return {
    date,
    timeZone,
    entries,
    me: mine
      ? { rank: Number(mine.rank), purchases: Number(mine.purchases), value: mine.value }
      : { rank: null, purchases: 0, value: '0' },
  }
}
