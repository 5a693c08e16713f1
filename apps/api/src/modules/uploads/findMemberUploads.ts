import { and, eq, inArray } from 'drizzle-orm'
import { uploadIdSchema } from '@vita/shared/schemas/uploads'
import type { Db } from '../../platform/db/client'
import { uploads, type UploadRow } from './tables'

export type FindMemberUploadsParameters = {
  memberId: number
  ids: readonly string[]
  /** Inside a transaction that will refer to them: hold them (FOR SHARE) so the orphan cleanup cannot delete them first. */
  lock?: boolean
}
export type FindMemberUploadsReturnType = UploadRow[]

/**
 * The uploads among `ids` that belong to `memberId`, in no particular order. Another member's ids and
 * unknown or malformed ids are simply absent, so a caller refuses them alike (no probing whose they are).
 */
export async function findMemberUploads(
  db: Db,
  { memberId, ids, lock = false }: FindMemberUploadsParameters,
): Promise<FindMemberUploadsReturnType> {
  const wellFormed = [...new Set(ids)].filter((id) => uploadIdSchema.safeParse(id).success)
  if (wellFormed.length === 0) return []
  const query = db
    .select()
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, wellFormed)))
  return lock ? query.for('share') : query
}
