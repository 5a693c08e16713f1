import type { AppModule } from '../../platform/module'
import { addressRoutes } from './routes'

/** Members' delivery addresses (spec §5 rules, shared with the form). */
export const addressesModule: AppModule = { name: 'addresses', routes: addressRoutes }
