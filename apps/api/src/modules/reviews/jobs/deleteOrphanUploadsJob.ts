import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { deleteOrphanUploads } from '../deleteOrphanUploads'

export type DeleteOrphanUploadsJobParameters = { db: Db; uploadsDir: string; now: () => Date }

export const DELETE_ORPHAN_UPLOADS_JOB = 'shop.deleteOrphanUploads'

/** Hourly: uploads no review took within ORPHAN_UPLOAD_HOURS go, rows and (unshared) files. */
export function deleteOrphanUploadsJob({
  db,
  uploadsDir,
  now,
}: DeleteOrphanUploadsJobParameters): JobDefinition {
  return {
    name: DELETE_ORPHAN_UPLOADS_JOB,
    schedule: { every: 3_600_000 },
    async run({ logger, signal }) {
      const deleted = await deleteOrphanUploads(db, { uploadsDir, now: now(), signal })
      if (deleted.rows > 0) logger.info(deleted, 'orphan uploads deleted')
    },
  }
}
