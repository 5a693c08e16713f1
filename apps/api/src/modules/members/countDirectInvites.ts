import { count, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { members } from './tables'

/** How many members the member invited directly. */
export async function countDirectInvites(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.referrerId, memberId))
  return Number(row?.n ?? 0)
}
