import type { AppModule } from '../../platform/module'
import { catalogueRoutes } from './catalogueRoutes'
import { catalogueCommands } from './commands'
import { foldSalesJob } from './jobs/foldSalesJob'

/**
 * The marketplace's catalogue (issue 12, split out of the shop by issue 32): products and their SKUs,
 * their stock and sales counters, the search and the list. The cart and the checkout read it through
 * its operations (index.ts) and the views it publishes (sql/).
 */
export const catalogueModule: AppModule = {
  name: 'catalogue',
  routes: catalogueRoutes,
  jobs: ({ config, database }) => [foldSalesJob({ db: database.db, intervalMs: config.shopJobsIntervalMs })],
  opsCommands: catalogueCommands,
}
