import type { AppModule } from '../../platform/module'
import { checkoutRoutes } from './checkoutRoutes'
import { orderCommands } from './commands'
import { expireUnpaidOrdersJob } from './jobs/expireUnpaidOrdersJob'

/**
 * The checkout and the marketplace orders it makes (issue 12, its own module since issue 32): the quote,
 * placing (the named steps of checkoutSteps.ts), payment by balance or shopping card, cancel, the
 * payment timeout, shipping, receipt, refunds, and the reviews of bought items.
 */
export const checkoutModule: AppModule = {
  name: 'checkout',
  routes: checkoutRoutes,
  jobs: ({ config, database, now }) => [
    expireUnpaidOrdersJob({ db: database.db, intervalMs: config.shopJobsIntervalMs, now }),
  ],
  opsCommands: orderCommands,
}
