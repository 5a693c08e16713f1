import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { conflict, type DomainError } from '../../../platform/http/domainError'

export type StockLine = { skuId: number; productId: number; quantity: number }
/** outOfStock (409): some SKU has fewer units than asked; the caller's transaction rolls back. */
export type ReserveStockErrorType = DomainError

/** Quantities per SKU (a line may repeat a SKU in principle), in ascending SKU id. */
function bySku(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<number, StockLine>()
  for (const line of lines) {
    const seen = merged.get(line.skuId)
    merged.set(line.skuId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
  }
  return [...merged.values()].sort((a, b) => a.skuId - b.skuId)
}

/**
 * Takes the lines' units from their SKUs and products: one conditional update per SKU
 * (`stock >= q`), in SKU id order so concurrent orders lock rows in the same order and never deadlock.
 * Any shortfall throws outOfStock and the caller's transaction undoes the rest; stock never goes
 * negative (and the table's CHECK stands behind it).
 */
export async function reserveStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  const [only] = skus
  if (skus.length === 1 && only) {
    // One SKU (buy now, a one-line cart): its row then its product's, as below, in one round trip.
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`with taken as (update shop_skus set stock = stock - ${only.quantity}, updated_at = now()
          where id = ${only.skuId} and stock >= ${only.quantity} returning product_id)
        update shop_products p set stock = greatest(p.stock - ${only.quantity}, 0), updated_at = now()
        from taken where p.id = taken.product_id returning p.id::text`,
    )
    if (taken.length === 0) throw conflict('outOfStock', { skuId: String(only.skuId) })
    return
  }
  for (const line of skus) {
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`update shop_skus set stock = stock - ${line.quantity}, updated_at = now()
        where id = ${line.skuId} and stock >= ${line.quantity} returning id::text`,
    )
    if (taken.length === 0) throw conflict('outOfStock', { skuId: String(line.skuId) })
  }
  await moveProductStock(tx, skus, -1)
}

/** Gives the lines' units back to their SKUs and products (a cancelled or refunded order). */
export async function returnStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  for (const line of skus)
    await queryRows(
      tx,
      sql`update shop_skus set stock = stock + ${line.quantity}, updated_at = now() where id = ${line.skuId}`,
    )
  await moveProductStock(tx, skus, 1)
}

/** Sales counters up for a paid order's lines (SKUs and products). */
export async function countSales(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  const [only] = skus
  if (skus.length === 1 && only) {
    // One SKU: its row then its product's, in one round trip.
    await queryRows(
      tx,
      sql`with counted as (update shop_skus set sales = sales + ${only.quantity} where id = ${only.skuId}
          returning product_id)
        update shop_products p set sales = p.sales + ${only.quantity} from counted where p.id = counted.product_id`,
    )
    return
  }
  for (const line of skus)
    await queryRows(tx, sql`update shop_skus set sales = sales + ${line.quantity} where id = ${line.skuId}`)
  for (const [productId, quantity] of perProduct(skus))
    await queryRows(tx, sql`update shop_products set sales = sales + ${quantity} where id = ${productId}`)
}

/**
 * Sales counters down for a refunded order's lines (SKUs and products): the units were sold and are
 * given back. Never below 0 (the counters of a product created with `sales` may start above its orders).
 */
export async function uncountSales(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  for (const line of skus)
    await queryRows(
      tx,
      sql`update shop_skus set sales = greatest(sales - ${line.quantity}, 0) where id = ${line.skuId}`,
    )
  for (const [productId, quantity] of perProduct(skus))
    await queryRows(
      tx,
      sql`update shop_products set sales = greatest(sales - ${quantity}, 0) where id = ${productId}`,
    )
}

function perProduct(skus: readonly StockLine[]): [number, number][] {
  const totals = new Map<number, number>()
  for (const line of skus) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity)
  return [...totals.entries()].sort((a, b) => a[0] - b[0])
}

// The product's stock is its SKUs' sum (tables.ts), kept in the same transaction as theirs.
async function moveProductStock(tx: Db, skus: readonly StockLine[], sign: 1 | -1): Promise<void> {
  for (const [productId, quantity] of perProduct(skus))
    await queryRows(
      tx,
      sql`update shop_products set stock = greatest(stock + ${sign * quantity}, 0), updated_at = now()
        where id = ${productId}`,
    )
}
