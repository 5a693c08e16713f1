import type { AppModule } from '../../platform/module'
import { shopRoutes } from './routes'

/** The goods marketplace: catalogue, cart, checkout, orders, payment, logistics, reviews (issue 12). */
export const shopModule: AppModule = {
  name: 'shop',
  routes: shopRoutes,
  jobs: () => [],
  opsCommands: [],
}
