export { marketModule } from './module'
export { applyDpineSold, applySwapped, registerMarketHandlers, rewindMarket } from './indexerHandlers'
export { CANDLE_SECONDS, listCandles } from './listCandles'
export { getContractPools } from './getContractPools'
export { getMarketStats } from './getMarketStats'
export {
  listMemberTrades,
  type ListMemberTradesParameters,
  type ListMemberTradesReturnType,
  type MemberTrade,
} from './listMemberTrades'
