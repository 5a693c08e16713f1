import { and, eq, gte, sql } from 'drizzle-orm'
import type { CandleInterval } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { trades } from './tables'

export const CANDLE_SECONDS: Record<CandleInterval, number> = {
  '1m': 60,
  '15m': 900,
  '1h': 3_600,
  '1d': 86_400,
}

export type ListCandlesParameters = { chainId: number; interval: CandleInterval; limit: number; now?: Date }

export type CandleRow = {
  time: number
  open: bigint
  high: bigint
  low: bigint
  close: bigint
  volume: bigint
  value: bigint
  trades: number
}

/**
 * OHLC candles of trade prices over the last `limit` buckets, bucketed in SQL (date_bin, UTC,
 * aligned to the Unix epoch); buckets without trades are left out. All money stays numeric.
 */
export async function listCandles(
  db: Db,
  { chainId, interval, limit, now = new Date() }: ListCandlesParameters,
): Promise<CandleRow[]> {
  const seconds = CANDLE_SECONDS[interval]
  const currentBucket = Math.floor(now.getTime() / 1000 / seconds)
  const since = new Date((currentBucket - (limit - 1)) * seconds * 1000)
  const bucket = sql`date_bin(${`${seconds} seconds`}::interval, ${trades.blockTime}, timestamptz '1970-01-01 00:00:00+00')`
  return db
    .select({
      time: sql<number>`extract(epoch from ${bucket})::bigint`.mapWith(Number),
      open: sql<bigint>`(array_agg(${trades.price} order by ${trades.blockNumber}, ${trades.logIndex}))[1]`.mapWith(
        BigInt,
      ),
      high: sql<bigint>`max(${trades.price})`.mapWith(BigInt),
      low: sql<bigint>`min(${trades.price})`.mapWith(BigInt),
      close:
        sql<bigint>`(array_agg(${trades.price} order by ${trades.blockNumber} desc, ${trades.logIndex} desc))[1]`.mapWith(
          BigInt,
        ),
      volume: sql<bigint>`sum(${trades.dpineAmount})`.mapWith(BigInt),
      value: sql<bigint>`sum(${trades.usdtAmount})`.mapWith(BigInt),
      trades: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(trades)
    .where(and(eq(trades.chainId, chainId), gte(trades.blockTime, since)))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
}
