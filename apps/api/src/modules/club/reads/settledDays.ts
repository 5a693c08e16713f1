import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { clubMemberDays, clubSettlements, type ClubMemberDayRow, type ClubSettlementRow } from '../tables'

/** The newest settled business day's row, or undefined before the first settlement. */
export async function lastSettlement(db: Db): Promise<ClubSettlementRow | undefined> {
  const [row] = await db.select().from(clubSettlements).orderBy(desc(clubSettlements.day)).limit(1)
  return row
}

/** The member's statement of `day`, or undefined when they had no share, qualification or reward. */
export async function memberDay(
  db: Db,
  memberId: number,
  day: string,
): Promise<ClubMemberDayRow | undefined> {
  const [row] = await db
    .select()
    .from(clubMemberDays)
    .where(and(eq(clubMemberDays.memberId, memberId), eq(clubMemberDays.day, day)))
  return row
}
