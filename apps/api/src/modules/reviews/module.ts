import type { AppModule } from '../../platform/module'
import { deleteOrphanUploadsJob } from './jobs/deleteOrphanUploadsJob'

/**
 * Reviews of bought items: written and read through the checkout's and the catalogue's routes (the
 * checkout checks the order), kept here with the images they show; the hourly job deletes the uploads
 * of review forms that were never sent.
 */
export const reviewsModule: AppModule = {
  name: 'reviews',
  jobs: ({ config, database, now }) => [
    deleteOrphanUploadsJob({ db: database.db, uploadsDir: config.uploadsDir, now }),
  ],
}
