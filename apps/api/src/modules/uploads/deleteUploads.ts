import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { uploads } from './tables'

export type DeleteUploadsParameters = { ids: readonly string[] }
export type DeleteUploadsReturnType = {
  /** Rows deleted. */
  deleted: number
  /** The deleted uploads' storage keys that no upload names any more (read after the delete). */
  freedKeys: string[]
}

/**
 * Deletes the uploads `ids` in the caller's transaction (lock them first: lockUploadsMadeBefore). Their
 * files stay: files are named by content, so a product or an order line may still show the same picture;
 * once the transaction has committed, the caller removes the freed keys nothing of its own uses
 * (removeStoredFile), so a file is never gone while a row still names it.
 */
export async function deleteUploads(
  tx: Db,
  { ids }: DeleteUploadsParameters,
): Promise<DeleteUploadsReturnType> {
  if (ids.length === 0) return { deleted: 0, freedKeys: [] }
  const deleted = await tx
    .delete(uploads)
    .where(inArray(uploads.id, [...ids]))
    .returning({ storageKey: uploads.storageKey })
  const keys = [...new Set(deleted.map((row) => row.storageKey))]
  if (keys.length === 0) return { deleted: 0, freedKeys: [] }
  const kept = await tx
    .selectDistinct({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys))
  const stillNamed = new Set(kept.map((row) => row.storageKey))
  return { deleted: deleted.length, freedKeys: keys.filter((key) => !stillNamed.has(key)) }
}
