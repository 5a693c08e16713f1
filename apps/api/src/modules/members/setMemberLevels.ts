import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'

/**
 * `levels`: a SQL relation with the columns `member_id` (bigint) and `level` (int), one row per member
 * whose level changes; members it does not name keep theirs.
 */
export type SetMemberLevelsParameters = { levels: SQL }

/**
 * Sets the members' levels in one set-based statement of the caller's transaction (the club's daily
 * settlement recomputes every member's level and writes the changes here, club-rules §5). A member's
 * level is the settlement's alone: nothing else changes it.
 */
export async function setMemberLevels(tx: Db, { levels }: SetMemberLevelsParameters): Promise<void> {
  await tx.execute(sql`update members m set level = c.level from (${levels}) c where m.id = c.member_id`)
}
