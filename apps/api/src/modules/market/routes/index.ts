import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContractReader } from '../../../platform/chain'
import { getCandlesRoute } from './getCandles'
import { getContractStatusRoute } from './getContractStatus'
import { getPoolReconciliationRoute } from './getPoolReconciliation'
import { getPoolsRoute } from './getPools'
import { getPriceRoute } from './getPrice'
import { getQuoteRoute } from './getQuote'
import { getStatsRoute } from './getStats'
import { getTokenInfoRoute } from './getTokenInfo'

export type MarketRoutesOptions = { reader: ContractReader }

/**
 * The market's routes (price, token info, contract status, candles, stats, quote, pools), read through
 * the process's contract reader; without a chain configured they are not served.
 */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  const chain = app.services.chain
  if (!chain) return
  const options = { reader: chain.reader }
  await app.register(getPriceRoute, options)
  await app.register(getTokenInfoRoute, options)
  await app.register(getContractStatusRoute, options)
  await app.register(getCandlesRoute, options)
  await app.register(getStatsRoute, options)
  await app.register(getQuoteRoute, options)
  await app.register(getPoolsRoute, options)
  await app.register(getPoolReconciliationRoute, options)
}
