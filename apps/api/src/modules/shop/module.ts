import type { AppModule } from '../../platform/module'
import { shopRoutes } from './routes'
import { catalogueCommands } from './catalogue/commands'
import { orderCommands } from './orders/commands'
import { expireUnpaidOrdersJob } from './orders/jobs/expireUnpaidOrdersJob'
import { foldSalesJob } from './orders/jobs/foldSalesJob'
import { deleteOrphanUploadsJob } from './uploadsCleanup/deleteOrphanUploadsJob'

/** The goods marketplace: catalogue, cart, checkout, orders, payment, logistics, reviews (issue 12). */
export const shopModule: AppModule = {
  name: 'shop',
  routes: shopRoutes,
  jobs: ({ config, database, now }) => [
    expireUnpaidOrdersJob({ db: database.db, intervalMs: config.shopJobsIntervalMs, now }),
    foldSalesJob({ db: database.db, intervalMs: config.shopJobsIntervalMs }),
    deleteOrphanUploadsJob({ db: database.db, uploadsDir: config.uploadsDir, now }),
  ],
  opsCommands: [...catalogueCommands, ...orderCommands],
}
