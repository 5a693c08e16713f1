import { and, desc, eq, gte, lte, sql } from 'drizzle-orm'
import { BPS } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import type { ContractReader } from '../../platform/chain/contractReader'
import { trades } from './tables'

const DAY_MS = 86_400_000
const PRICE_SCALE = 10n ** 18n

export type MarketStatsRow = {
  price: bigint
  changeBps: bigint
  high24h: bigint
  low24h: bigint
  volume24h: bigint
  value24h: bigint
  totalSupply: bigint
  circulatingSupply: bigint
  totalDestroyed: bigint
  marketCap: bigint
  stale: boolean
}

/**
 * The price chart header: live price and supply from the chain, 24h figures from indexed trades.
 * The change compares with the last trade price at or before 24 h ago (or the window's first
 * trade when the market is younger than a day).
 */
export async function getMarketStats(
  db: Db,
  reader: ContractReader,
  { chainId, now = new Date() }: { chainId: number; now?: Date },
): Promise<MarketStatsRow> {
  const since = new Date(now.getTime() - DAY_MS)
  const inChain = eq(trades.chainId, chainId)
  const [info, [window], [before], [first]] = await Promise.all([
    reader.priceInfo(),
    db
      .select({
        high: sql<bigint | null>`max(${trades.price})`.mapWith(BigInt),
        low: sql<bigint | null>`min(${trades.price})`.mapWith(BigInt),
        volume: sql<bigint>`coalesce(sum(${trades.dpineAmount}), 0)`.mapWith(BigInt),
        value: sql<bigint>`coalesce(sum(${trades.usdtAmount}), 0)`.mapWith(BigInt),
      })
      .from(trades)
      .where(and(inChain, gte(trades.blockTime, since))),
    db
      .select({ price: trades.price })
      .from(trades)
      .where(and(inChain, lte(trades.blockTime, since)))
      .orderBy(desc(trades.blockNumber), desc(trades.logIndex))
      .limit(1),
    db
      .select({ price: trades.price })
      .from(trades)
      .where(and(inChain, gte(trades.blockTime, since)))
      .orderBy(trades.blockNumber, trades.logIndex)
      .limit(1),
  ])
  const price = info.DPINEPrice
  const reference = before?.price ?? first?.price ?? price
  const high = window?.high ?? price
  const low = window?.low ?? price
  return {
    price,
    changeBps: reference === 0n ? 0n : ((price - reference) * BPS) / reference,
    high24h: high > price || info.stale ? high : price,
    low24h: low < price || info.stale ? low : price,
    volume24h: window?.volume ?? 0n,
    value24h: window?.value ?? 0n,
    totalSupply: info.totalSupply,
    circulatingSupply: info.circulatingSupply,
    totalDestroyed: info.totalDestroyed,
    marketCap: (price * info.circulatingSupply) / PRICE_SCALE,
    stale: info.stale,
  }
}
