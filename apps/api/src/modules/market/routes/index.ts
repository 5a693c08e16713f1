import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import type { ContractReader } from '../../chain/contractReader'
import { getCandlesRoute } from './getCandles'
import { getContractStatusRoute } from './getContractStatus'
import { getPoolsRoute } from './getPools'
import { getPriceRoute } from './getPrice'
import { getQuoteRoute } from './getQuote'
import { getStatsRoute } from './getStats'
import { getTokenInfoRoute } from './getTokenInfo'

export type MarketRoutesOptions = { reader: ContractReader }

/** The market module's routes (price, token info, contract status, candles, stats, quote, pools). */
export function createMarketRoutes(options: MarketRoutesOptions): ModuleRoutes {
  return async (app) => {
    await app.register(getPriceRoute, options)
    await app.register(getTokenInfoRoute, options)
    await app.register(getContractStatusRoute, options)
    await app.register(getCandlesRoute, options)
    await app.register(getStatsRoute, options)
    await app.register(getQuoteRoute, options)
    await app.register(getPoolsRoute, options)
  }
}
