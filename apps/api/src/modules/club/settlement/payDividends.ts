import { sql } from 'drizzle-orm'
import { postTransferSet } from '../../ledger'
import { payoutTransfers, type SettlementContext } from './settlementContext'

/** Each kind's per-member amounts (work tables of its step), bill type and pool. */
const DIVIDEND_PAYOUTS = [
  {
    table: 'club_settle_static_member',
    kind: 'static',
    type: 'static_earnings',
    pool: 'static_dividend_pool',
  },
  { table: 'club_settle_dynamic', kind: 'dynamic', type: 'team_dividend', pool: 'dynamic_pool' },
] as const

/**
 * Steps 3 and 4 applied: the day's static and dynamic dividends (computed by those steps) in one
 * pass each: every paid order's earned figures in one UPDATE (an order earning both is rewritten
 * once), and every member's payouts in one ledger set — the static transfers in member order, then
 * the dynamic ones, keyed per day, kind and member (`dividend:<day>:static:<member>`), so a re-run
 * finds them posted and pays nothing twice.
 */
export async function payDividends({ tx, day }: SettlementContext): Promise<void> {
  await tx.execute(sql`update club_orders o set static_earned = o.static_earned + e.static_amount,
      dynamic_earned = o.dynamic_earned + e.dynamic_amount, updated_at = now()
    from (
      select coalesce(s.order_id, d.order_id) as order_id, coalesce(s.amount, 0) as static_amount,
        coalesce(d.amount, 0) as dynamic_amount
      from (select order_id, amount from club_settle_static where amount > 0) s
      full join (select order_id, amount from club_settle_dynamic_order where amount > 0) d on d.order_id = s.order_id
    ) e
    where o.id = e.order_id`)
  // Static before dynamic (rank), as when each kind was posted on its own.
  const transfers = DIVIDEND_PAYOUTS.map(({ table, kind, type, pool }, rank) =>
    payoutTransfers({
      source: sql`select member_id, amount from ${sql.raw(table)}`,
      keyPrefix: `dividend:${day}:${kind}:`,
      type,
      pool,
      day,
      rank,
    }),
  )
  await postTransferSet(tx, { transfers: sql.join(transfers, sql` union all `) })
}
