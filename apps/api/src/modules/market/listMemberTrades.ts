import { and, desc, eq, sql } from 'drizzle-orm'
import type { ChainActivity } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { keysetAfter, msTime, type KeysetBefore } from '../../platform/db/keyset'
import { dpineSales, trades } from './tables'

export type ListMemberTradesParameters = {
  chainId: number
  /** The member's wallet (checksummed, as the indexer stores it). */
  trader: string
  /** Keys: the block number and the log index of the swap. */
  before?: KeysetBefore | undefined
  limit: number
}
export type MemberTrade = { at: Date; keys: [bigint, bigint]; activity: ChainActivity }
export type ListMemberTradesReturnType = MemberTrade[]

/**
 * The wallet's swaps, newest first (time, then block and log index). A sell routed through the order
 * contract is a sale: the member received the sale's USDT (the pool's output less what went back to it).
 */
export async function listMemberTrades(
  db: Db,
  { chainId, trader, before, limit }: ListMemberTradesParameters,
): Promise<ListMemberTradesReturnType> {
  const at = msTime(trades.blockTime)
  // The first sale after the swap in its transaction, by the same seller. Qualified by hand: drizzle leaves
  // a one-table query's columns unqualified, which would bind them to dpine_sales inside the subquery.
  const sale = sql<bigint | null>`(select s.usdt_out from ${dpineSales} s
    where s.chain_id = ${trades}.chain_id and s.tx_hash = ${trades}.tx_hash and s.seller = ${trades}.trader
      and s.log_index > ${trades}.log_index
    order by s.log_index limit 1)`.mapWith(dpineSales.usdtOut)
  const rows = await db
    .select({
      at,
      txHash: trades.txHash,
      logIndex: trades.logIndex,
      blockNumber: trades.blockNumber,
      side: trades.side,
      usdtAmount: trades.usdtAmount,
      dpineAmount: trades.dpineAmount,
      saleUsdtOut: sale,
    })
    .from(trades)
    .where(
      and(
        eq(trades.chainId, chainId),
        eq(trades.trader, trader),
        keysetAfter(at, [trades.blockNumber, trades.logIndex], before),
      ),
    )
    .orderBy(desc(at), desc(trades.blockNumber), desc(trades.logIndex))
    .limit(limit)
  return rows.map((row) => {
    const id = `trade:${row.blockNumber}.${row.logIndex}`
    const common = { id, txHash: row.txHash, occurredAt: new Date(row.at).toISOString() }
    const usdt = { amount: row.usdtAmount.toString(), currency: 'USDT' as const }
    const dpine = { amount: row.dpineAmount.toString(), currency: 'DPINE' as const }
    const activity: ChainActivity =
      row.side === 'buy'
        ? { ...common, kind: 'swap', side: 'buy', paid: usdt, received: dpine }
        : row.saleUsdtOut === null
          ? { ...common, kind: 'swap', side: 'sell', paid: dpine, received: usdt }
          : {
              ...common,
              kind: 'sale',
              paid: dpine,
              received: { ...usdt, amount: row.saleUsdtOut.toString() },
            }
    return { at: new Date(row.at), keys: [row.blockNumber, BigInt(row.logIndex)], activity }
  })
}
