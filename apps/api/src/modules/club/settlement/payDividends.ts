import { sql } from 'drizzle-orm'
import { postTransferSet } from '../../ledger'
import { queryRows } from '../../../platform/db/sql'
import { payoutTransfers, withTidJoins, type SettlementContext } from './settlementContext'

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
 * pass each: every paid order's earned figures (an order earning both is rewritten once), and every
 * member's payouts in one ledger set — the static transfers in member order, then the dynamic ones,
 * keyed per day, kind and member (`dividend:<day>:static:<member>`), so a re-run finds them posted and
 * pays nothing twice.
 */
export async function payDividends(context: SettlementContext): Promise<void> {
  const { tx, day } = context
  await addEarnings(context)
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

/**
 * The orders' earned figures. Each order is found by the row version steps 3 and 4 read (its tid: one
 * fetch each, in the order of step 3's scan) rather than by joining every order on its id (a hash of
 * all 2M orders and a full join of both kinds' 1.7M rows). A version another transaction has replaced
 * since is not found: then the counts differ, the savepoint is rolled back and the figures are added by
 * id instead, as before (that join follows a row to its newest version).
 */
async function addEarnings({ tx }: SettlementContext): Promise<void> {
  // The dynamic amounts of step 3's orders beside their static ones (~150,000 of 1.6M), so that each order
  // is rewritten once.
  await tx.execute(sql`update club_settle_static s set dynamic_amount = d.amount
    from club_settle_dynamic_order d where d.order_id = s.order_id and d.in_static and d.amount > 0`)
  const [expected] = await queryRows<{ n: string }>(
    tx,
    sql`select ((select count(*) from club_settle_static where amount > 0 or dynamic_amount > 0)
      + (select count(*) from club_settle_dynamic_order where amount > 0 and not in_static))::text as n`,
  )
  try {
    await tx.transaction(async (savepoint) => {
      const [updated] = await withTidJoins(savepoint, () =>
        queryRows<{ n: string }>(
          savepoint,
          sql`with both_kinds as (
            update club_orders o set static_earned = o.static_earned + s.amount,
              dynamic_earned = o.dynamic_earned + coalesce(s.dynamic_amount, 0), updated_at = now()
            from club_settle_static s
            where o.ctid = s.tid and o.id = s.order_id and (s.amount > 0 or s.dynamic_amount > 0)
            returning 1
          ),
          -- Orders earning the dynamic dividend only (completed ones: not in step 3's set).
          dynamic_only as (
            update club_orders o set dynamic_earned = o.dynamic_earned + d.amount, updated_at = now()
            from club_settle_dynamic_order d
            where o.ctid = d.tid and o.id = d.order_id and d.amount > 0 and not d.in_static
            returning 1
          )
          select ((select count(*) from both_kinds) + (select count(*) from dynamic_only))::text as n`,
        ),
      )
      if (updated?.n !== expected?.n) throw new RowVersionsMoved()
    })
  } catch (error) {
    if (!(error instanceof RowVersionsMoved)) throw error
    await tx.execute(sql`update club_orders o set static_earned = o.static_earned + coalesce(e.static_amount, 0),
        dynamic_earned = o.dynamic_earned + coalesce(e.dynamic_amount, 0), updated_at = now()
      from (
        select order_id, amount as static_amount, dynamic_amount from club_settle_static
        where amount > 0 or dynamic_amount > 0
        union all
        select order_id, null, amount from club_settle_dynamic_order where amount > 0 and not in_static
      ) e
      where o.id = e.order_id`)
  }
}

/** Thrown in addEarnings' savepoint when an order's row version was replaced since steps 3 and 4 read it. */
class RowVersionsMoved extends Error {}
