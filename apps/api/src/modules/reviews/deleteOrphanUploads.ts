import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { reviewImages } from '.'
import { deleteUploads, lockUploadsMadeBefore, removeStoredFile } from '../uploads'

/** Uploads no review refers to this long after they were made are orphans (an abandoned review form). */
export const ORPHAN_UPLOAD_HOURS = 24
/** Uploads deleted per transaction; a run goes on batch after batch until none is left. */
const BATCH = 500

export type DeleteOrphanUploadsParameters = {
  uploadsDir: string
  now: Date
  olderThanHours?: number
  signal?: AbortSignal
}
export type DeleteOrphanUploadsReturnType = { rows: number; files: number }

/**
 * Deletes uploads made more than `olderThanHours` ago that no review refers to: their rows, then
 * their files unless something still uses the same picture (files are named by content: another
 * upload, a product's images or an order line's image may hold the same key). Each batch locks its
 * candidates (SKIP LOCKED: a review being submitted holds its uploads FOR SHARE, see submitReviews),
 * then reads which of them reviews refer to after the lock, so a review that committed meanwhile keeps
 * its images, and has the uploads module delete the others. Files written since the cutoff are kept
 * (removeStoredFile).
 */
export async function deleteOrphanUploads(
  db: Db,
  p: DeleteOrphanUploadsParameters,
): Promise<DeleteOrphanUploadsReturnType> {
  const cutoff = new Date(p.now.getTime() - (p.olderThanHours ?? ORPHAN_UPLOAD_HOURS) * 3_600_000)
  let rows = 0
  let files = 0
  for (;;) {
    if (p.signal?.aborted) break
    const keys = await db.transaction(async (tx) => {
      const candidates = await lockUploadsMadeBefore(tx, { before: cutoff, limit: BATCH })
      if (candidates.length === 0) return null
      const keep = await reviewImages(tx, { uploadIds: candidates })
      const { deleted, freedKeys } = await deleteUploads(tx, {
        ids: candidates.filter((id) => !keep.has(id)),
      })
      rows += deleted
      // Of the keys no upload names any more, those no product or order line shows (same transaction; the
      // views the catalogue and the checkout publish for it).
      if (freedKeys.length === 0) return { keys: [], more: candidates.length === BATCH }
      const stillUsed = await queryRows<{ key: string }>(
        tx,
        sql`select k.key from unnest(${sql`array[${sql.join(
          freedKeys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`}) as k(key)
          where exists (select 1 from catalogue_product_images where images @> jsonb_build_array(k.key))
            or exists (select 1 from checkout_item_images where image = k.key)`,
      )
      const used = new Set(stillUsed.map((row) => row.key))
      return { keys: freedKeys.filter((key) => !used.has(key)), more: candidates.length === BATCH }
    })
    if (keys === null) break
    // After the commit: a file is never gone while a row still names it.
    for (const key of keys.keys) if (await removeStoredFile(p.uploadsDir, key, cutoff)) files++
    if (!keys.more) break
  }
  return { rows, files }
}
