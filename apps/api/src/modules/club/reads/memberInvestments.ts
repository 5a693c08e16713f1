import { and, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { memberInvestmentsPageSchema } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { clubOrders } from '../tables'

export type MemberInvestmentsParameters = { memberId: number; cursor?: string | undefined; limit: number }
export type MemberInvestmentsReturnType = z.infer<typeof memberInvestmentsPageSchema>

/** GET /club/members/:id/investments: that member's orders, newest first (no tx hashes, no card state). */
export async function memberInvestments(
  db: Db,
  p: MemberInvestmentsParameters,
): Promise<MemberInvestmentsReturnType> {
  const rows = await db
    .select({
      rowId: clubOrders.id,
      id: clubOrders.uuid,
      status: clubOrders.status,
      amount: clubOrders.amount,
      shares: clubOrders.shares,
      staticEarned: clubOrders.staticEarned,
      dynamicEarned: clubOrders.dynamicEarned,
      activationDay: clubOrders.activationDay,
      createdAt: clubOrders.createdAt,
    })
    .from(clubOrders)
    .where(
      and(
        eq(clubOrders.memberId, p.memberId),
        p.cursor === undefined ? undefined : sql`${clubOrders.id} < ${p.cursor}::bigint`,
      ),
    )
    .orderBy(desc(clubOrders.id))
    .limit(p.limit + 1)
  const page = rows.slice(0, p.limit)
  return {
    items: page.map(({ rowId: _rowId, ...order }) => ({
      ...order,
      amount: order.amount.toString(),
      shares: order.shares.toString(),
      staticEarned: order.staticEarned.toString(),
      dynamicEarned: order.dynamicEarned.toString(),
      createdAt: order.createdAt.toISOString(),
    })),
    nextCursor: rows.length > p.limit ? String(page.at(-1)?.rowId) : null,
  }
}
