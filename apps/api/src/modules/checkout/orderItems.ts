import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { shopOrderItems } from './tables'
import type { StockLine } from '../catalogue'

/** An order's lines as stock and sales see them. */
export async function orderStockLines(db: Db, orderId: number): Promise<StockLine[]> {
  return db
    .select({
      skuId: shopOrderItems.skuId,
      productId: shopOrderItems.productId,
      quantity: shopOrderItems.quantity,
    })
    .from(shopOrderItems)
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopOrderItems.id))
}
