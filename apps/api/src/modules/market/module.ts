import type { AppModule } from '../../platform/module'
import { reconcilePoolsCommand } from './commands/reconcilePools'
import { registerMarketHandlers } from './indexerHandlers'
import { marketRoutes } from './routes'

/** The DPINE market: prices, candles, stats, quotes and pools, from the chain and indexed swaps. */
export const marketModule: AppModule = {
  name: 'market',
  routes: marketRoutes,
  indexerHandlers: registerMarketHandlers,
  opsCommands: [reconcilePoolsCommand],
}
