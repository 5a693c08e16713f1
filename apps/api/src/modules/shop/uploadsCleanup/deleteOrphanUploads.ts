import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { removeStoredFile } from '../../uploads'

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
 * then deletes those no review refers to in a statement that reads after the lock, so a review that
 * committed meanwhile keeps its images. Files written since the cutoff are kept (removeStoredFile).
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
      const candidates = await queryRows<{ id: string }>(
        tx,
        sql`select id::text from uploads where created_at < ${cutoff.toISOString()}::timestamptz order by created_at
          limit ${BATCH} for update skip locked`,
      )
      if (candidates.length === 0) return null
      const ids = sql.join(
        candidates.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )
      const deleted = await queryRows<{ storage_key: string }>(
        tx,
        sql`delete from uploads u where u.id in (${ids})
          and not exists (select 1 from shop_reviews r where r.images @> jsonb_build_array(u.id::text))
          returning u.storage_key`,
      )
      rows += deleted.length
      // Keys nothing else uses any more (checked in the same transaction, after the delete).
      const unique = [...new Set(deleted.map((row) => row.storage_key))]
      if (unique.length === 0) return { keys: [], more: candidates.length === BATCH }
      const stillUsed = await queryRows<{ key: string }>(
        tx,
        sql`select k.key from unnest(${sql`array[${sql.join(
          unique.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`}) as k(key)
          where exists (select 1 from uploads where storage_key = k.key)
            or exists (select 1 from shop_products where images @> jsonb_build_array(k.key))
            or exists (select 1 from shop_order_items where image = k.key)`,
      )
      const used = new Set(stillUsed.map((row) => row.key))
      return { keys: unique.filter((key) => !used.has(key)), more: candidates.length === BATCH }
    })
    if (keys === null) break
    // After the commit: a file is never gone while a row still names it.
    for (const key of keys.keys) if (await removeStoredFile(p.uploadsDir, key, cutoff)) files++
    if (!keys.more) break
  }
  return { rows, files }
}
