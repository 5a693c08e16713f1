import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { dpineSales, trades } from './tables'

/** Test support: the trades indexed under `chainId`, in chain order. */
export function listTrades(db: Db, chainId: number) {
  return db
    .select()
    .from(trades)
    .where(eq(trades.chainId, chainId))
    .orderBy(trades.blockNumber, trades.logIndex)
}

/** The DPINE sales indexed under `chainId`, in chain order. */
export function listDpineSales(db: Db, chainId: number) {
  return db
    .select()
    .from(dpineSales)
    .where(eq(dpineSales.chainId, chainId))
    .orderBy(dpineSales.blockNumber, dpineSales.logIndex)
}
