export { createMarketRoutes, type MarketRoutesOptions } from './routes/index'
export {
  registerMarketHandlers,
  applySwapped,
  applyOrderPlaced,
  applyDpineSold,
  rewindMarket,
} from './indexHandlers'
export { listCandles, CANDLE_SECONDS } from './listCandles'
export { getMarketStats } from './getMarketStats'
export { getContractPools } from './getContractPools'
export { quoteExactIn } from './quoteExactIn'
