import { eq, max } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { clubChainOrders } from './tables'

/** Block time of the newest indexed club order on `chainId`, or null before the first. */
export async function latestOrderTime(db: Db, chainId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(clubChainOrders.blockTime) })
    .from(clubChainOrders)
    .where(eq(clubChainOrders.chainId, chainId))
  return row?.at ? new Date(row.at) : null
}
