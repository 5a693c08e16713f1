import { and, desc, eq, sql } from 'drizzle-orm'
import type { ClubOrderView } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { loadClubRules } from '../rules/loadClubRules'
import { clubOrders } from '../tables'
import { toClubOrderViews } from './orderView'

export type ListClubOrdersParameters = { memberId: number; cursor?: string | undefined; limit: number }
export type ListClubOrdersReturnType = { items: ClubOrderView[]; nextCursor: string | null }

/** The member's orders, newest first; the cursor is the last row's id (validated by the query schema). */
export async function listClubOrders(
  db: Db,
  { memberId, cursor, limit }: ListClubOrdersParameters,
): Promise<ListClubOrdersReturnType> {
  const [rules, rows] = await Promise.all([
    loadClubRules(db),
    db
      .select()
      .from(clubOrders)
      .where(
        and(
          eq(clubOrders.memberId, memberId),
          cursor === undefined ? undefined : sql`${clubOrders.id} < ${cursor}::bigint`,
        ),
      )
      .orderBy(desc(clubOrders.id))
      .limit(limit + 1),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: await toClubOrderViews(db, page, rules),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  }
}
