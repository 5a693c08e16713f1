/**
 * What the demo reads of the market, through the price chart's candles (the market module's own read):
 * the demo reads no module's tables.
 */
import type { Db } from '@vita/api'
import { listCandles } from '@vita/api/modules/market'

const DAY_SECONDS = 86_400
/** Days of daily candles read: enough to reach back to any demo market's first trade. */
const MARKET_DAYS = 3_650
/** A day's minute buckets, and the next day's first: listCandles counts buckets back from `now`'s. */
const DAY_MINUTES = 1_441

/** Trades the indexer has applied on `chainId`: every daily candle's count. */
export async function countIndexedTrades(db: Db, chainId: number): Promise<number> {
  const days = await listCandles(db, { chainId, interval: '1d', limit: MARKET_DAYS })
  return days.reduce((sum, day) => sum + day.trades, 0)
}

/**
 * The market's first price (the first daily candle's open) and the minute of its newest indexed trade
 * (the newest minute candle of the newest day); undefined before any trade.
 */
export async function readMarketSpan(
  db: Db,
  chainId: number,
): Promise<{ firstPrice: bigint; lastTradeAt: Date } | undefined> {
  const days = await listCandles(db, { chainId, interval: '1d', limit: MARKET_DAYS })
  const [first, newestDay] = [days[0], days.at(-1)]
  if (!first || !newestDay) return undefined
  const minutes = await listCandles(db, {
    chainId,
    interval: '1m',
    limit: DAY_MINUTES,
    now: new Date((newestDay.time + DAY_SECONDS) * 1000),
  })
  const newest = minutes.at(-1)
  if (!newest) return undefined
  return { firstPrice: first.open, lastTradeAt: new Date(newest.time * 1000) }
}
