import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Tx } from '../../platform/db/client'
import { forEachChunk, JSON_ROWS_PER_STATEMENT, jsonRows } from '../../platform/db/sql'
import type {
  ApplyLogs,
  EventArgs,
  HandlerRegistry,
  IndexedLog,
  RewindEffects,
} from '../../platform/indexer/registry'
import { dpineSales, trades } from './tables'

const ROWS_PER_INSERT = 1_000
const PRICE_SCALE = 10n ** 18n

function chainRef(log: IndexedLog<unknown>) {
  return {
    chainId: log.chainId,
    txHash: log.txHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash,
    blockTime: log.blockTime,
  }
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT))
}

/** Pool swaps become trades (buy = USDT in). Bulk-inserted: this is the indexer's hot path. */
export const applySwapped: ApplyLogs<EventArgs<typeof dpinePoolAbi, 'Swapped'>> = async (tx, logs) => {
  const rows = logs.map((log) => {
    const { usdtIn, amountIn, amountOut, fee, reserveUsdt, reserveDpine, recipient } = log.args
    const usdtAmount = usdtIn ? amountIn : amountOut
    const dpineAmount = usdtIn ? amountOut : amountIn
    return {
      c: log.chainId,
      t: log.txHash,
      i: log.logIndex,
      n: log.blockNumber.toString(),
      h: log.blockHash,
      at: log.blockTime.toISOString(),
      who: recipient,
      side: usdtIn ? 'buy' : 'sell',
      u: usdtAmount.toString(),
      d: dpineAmount.toString(),
      p: (dpineAmount === 0n ? 0n : (usdtAmount * PRICE_SCALE) / dpineAmount).toString(),
      f: fee.toString(),
      ru: reserveUsdt.toString(),
      rd: reserveDpine.toString(),
    }
  })
  await forEachChunk(rows, JSON_ROWS_PER_STATEMENT, async (chunk) => {
    await tx.execute(sql`insert into trades (chain_id, tx_hash, log_index, block_number, block_hash, block_time, trader, side,
        usdt_amount, dpine_amount, price, fee, reserve_usdt, reserve_dpine)
      select r.c, r.t, r.i, r.n, r.h, r.at, r.who, r.side, r.u, r.d, r.p, r.f, r.ru, r.rd
      from json_to_recordset(${jsonRows(chunk)}) as r(c int, t text, i int, n bigint, h text, at timestamptz, who text,
        side text, u numeric, d numeric, p numeric, f numeric, ru numeric, rd numeric)`)
  })
}

export const applyDpineSold: ApplyLogs<EventArgs<typeof vitaOrderAbi, 'DPINESold'>> = async (tx, logs) => {
  const rows = logs.map((log) => ({
    ...chainRef(log),
    seller: log.args.seller,
    dpineIn: log.args.dpineIn,
    usdtOut: log.args.usdtOut,
    returnedToPool: log.args.returnedToPool,
  }))
  await insertChunked(rows, (chunk) => tx.insert(dpineSales).values(chunk))
  for (const log of logs) await attributeSaleToSeller(tx, log)
}

/** A reorg dropped the blocks above `afterBlock`: their rows go. */
export const rewindMarket: RewindEffects = async (tx, { chainId, afterBlock }) => {
  await tx.delete(trades).where(and(eq(trades.chainId, chainId), gt(trades.blockNumber, afterBlock)))
  await tx
    .delete(dpineSales)
    .where(and(eq(dpineSales.chainId, chainId), gt(dpineSales.blockNumber, afterBlock)))
}

/** What the market module indexes: swaps and DPINE sales. */
export function registerMarketHandlers(registry: HandlerRegistry): HandlerRegistry {
  return registry
    .on({ contract: 'pool', abi: dpinePoolAbi, eventName: 'Swapped' }, applySwapped)
    .on({ contract: 'order', abi: vitaOrderAbi, eventName: 'DPINESold' }, applyDpineSold)
    .onRewind(rewindMarket)
}

/** The order contract swaps on the seller's behalf, so the pool names the contract; the sale names the seller. */
async function attributeSaleToSeller(tx: Tx, log: IndexedLog<{ seller: string }>): Promise<void> {
  await tx
    .update(trades)
    .set({ trader: log.args.seller })
    .where(
      and(
        eq(trades.chainId, log.chainId),
        eq(trades.txHash, log.txHash),
        lt(trades.logIndex, log.logIndex),
        eq(trades.side, 'sell'),
        sql`${trades.trader} <> ${log.args.seller}`,
      ),
    )
}
