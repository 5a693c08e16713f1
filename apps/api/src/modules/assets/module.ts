import type { AppModule } from '../../platform/module'
import { assetsRoutes } from './routes'

/** The member's assets (ledger and chain balances), the bill log and internal transfers. */
export const assetsModule: AppModule = { name: 'assets', routes: assetsRoutes }
