import { asc, lt } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { uploads } from './tables'

export type LockUploadsMadeBeforeParameters = { before: Date; limit: number }
/** The locked uploads' ids, oldest first. */
export type LockUploadsMadeBeforeReturnType = string[]

/**
 * The oldest uploads made before `before` (at most `limit`), locked FOR UPDATE for the rest of the
 * caller's transaction. Uploads another transaction holds are skipped (SKIP LOCKED): a review being
 * submitted holds its images FOR SHARE (findMemberUploads with `lock`), so they are never taken from it.
 */
export async function lockUploadsMadeBefore(
  tx: Db,
  { before, limit }: LockUploadsMadeBeforeParameters,
): Promise<LockUploadsMadeBeforeReturnType> {
  const rows = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(lt(uploads.createdAt, before))
    .orderBy(asc(uploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return rows.map((row) => row.id)
}
