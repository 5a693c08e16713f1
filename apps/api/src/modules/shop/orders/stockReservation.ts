import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { jsonRows, queryRows } from '../../../platform/db/sql'
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

/**
 * A paid order's units onto the sales counters (SKUs and products), by way of shop_sales_pending: the
 * fold (foldSalesCounters, the shop.foldSales job) adds them, so paying rewrites no counter row.
 */
export async function countSales(tx: Db, lines: readonly StockLine[]): Promise<void> {
  await appendSales(tx, lines, 1)
}

/**
 * A refunded order's units off the sales counters (SKUs and products), by the same way: the units were
 * sold and are given back. Never below 0 (the counters of a product created with `sales` may start
 * above its orders).
 */
export async function uncountSales(tx: Db, lines: readonly StockLine[]): Promise<void> {
  await appendSales(tx, lines, -1)
}

async function appendSales(tx: Db, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  if (lines.length === 0) return
  const rows = lines.map((line) => ({
    sku_id: line.skuId,
    product_id: line.productId,
    quantity: sign * line.quantity,
  }))
  await queryRows(
    tx,
    sql`insert into shop_sales_pending (sku_id, product_id, quantity)
      select r.sku_id, r.product_id, r.quantity
      from json_to_recordset(${jsonRows(rows)}) as r(sku_id bigint, product_id bigint, quantity int)`,
  )
}

/** Moves the pending units onto the SKUs' and products' sales counters; how many rows it took. */
export async function foldSalesCounters(db: Db): Promise<number> {
  const [row] = await queryRows<{ taken: number | string }>(db, sql`select shop_fold_sales() as taken`)
  return Number(row?.taken ?? 0)
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
