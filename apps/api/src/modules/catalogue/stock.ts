import { sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { jsonRows, queryRows } from '../../platform/db/sql'

export type StockLine = { skuId: number; productId: number; quantity: number }

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
 * Takes the lines' units from their SKUs' and products' stock (the checkout's reserve-stock step), in
 * one statement. The caller holds the rows (lockSkuOffers) and decided the quantities on them, so a SKU
 * short of its units is a bug: it throws, and the caller's transaction rolls back. A product's stock is
 * its SKUs' sum, never below 0.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  if (skus.length === 0) return
  const products = perProduct(skus).map(([id, quantity]) => ({ id, quantity }))
  const [taken] = await queryRows<{ skus: string }>(
    tx,
    sql`with s as (
        update skus s set stock = s.stock - x.quantity, updated_at = now()
        from json_to_recordset(${jsonRows(skus.map((line) => ({ id: line.skuId, quantity: line.quantity })))})
          as x(id bigint, quantity int)
        where s.id = x.id and s.stock >= x.quantity
        returning s.id
      ), p as (
        update products p set stock = greatest(p.stock - x.quantity, 0), updated_at = now()
        from json_to_recordset(${jsonRows(products)}) as x(id bigint, quantity int)
        where p.id = x.id
      )
      select count(*)::text as skus from s`,
    { prepared: true },
  )
  if (Number(taken?.skus) !== skus.length)
    throw new Error('catalogue: stock decided on locked rows fell short')
}

/**
 * Gives the lines' units back to their SKUs and products (a cancelled or refunded order), their rows
 * locked first in id order, as checkout locks them, so the two never deadlock.
 */
export async function returnStock(tx: Db, lines: readonly StockLine[]): Promise<void> {
  const skus = bySku(lines)
  await addToCounters(
    tx,
    'skus',
    'stock',
    skus.map((line) => ({ id: line.skuId, quantity: line.quantity })),
  )
  await addToCounters(
    tx,
    'products',
    'stock',
    perProduct(skus).map(([id, quantity]) => ({ id, quantity })),
  )
}

/**
 * A paid order's units onto the sales counters (SKUs and products), by way of product_sales_pending: the
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
    sql`insert into product_sales_pending (sku_id, product_id, quantity)
      select r.sku_id, r.product_id, r.quantity
      from json_to_recordset(${jsonRows(rows)}) as r(sku_id bigint, product_id bigint, quantity int)`,
  )
}

/**
 * Moves the committed pending units onto the SKUs' and products' sales counters (never below 0), each
 * row once, locked in ascending id as checkout locks them; how many pending rows it took. Rows appended
 * meanwhile wait for the next fold; two folds at once never take a row twice (the second waits for the
 * first's delete).
 */
export async function foldSalesCounters(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = await queryRows<{ sku_id: string; product_id: string; quantity: number }>(
      tx,
      sql`delete from product_sales_pending returning sku_id::text, product_id::text, quantity`,
    )
    if (moved.length === 0) return 0
    const sum = (key: 'sku_id' | 'product_id') => {
      const totals = new Map<number, number>()
      for (const row of moved)
        totals.set(Number(row[key]), (totals.get(Number(row[key])) ?? 0) + row.quantity)
      return [...totals].filter(([, quantity]) => quantity !== 0).map(([id, quantity]) => ({ id, quantity }))
    }
    await addToCounters(tx, 'skus', 'sales', sum('sku_id'))
    await addToCounters(tx, 'products', 'sales', sum('product_id'))
    return moved.length
  })
}

function perProduct(skus: readonly StockLine[]): [number, number][] {
  const totals = new Map<number, number>()
  for (const line of skus) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity)
  return [...totals.entries()].sort((a, b) => a[0] - b[0])
}

/**
 * Adds each row's quantity to its counter (never below 0; a stock change stamps updated_at), the rows
 * locked first in ascending id. Every writer of these counters locks SKUs before products and each in id
 * order (checkout, returns, the fold), so none waits on another in a cycle.
 */
async function addToCounters(
  tx: Db,
  table: 'skus' | 'products',
  column: 'stock' | 'sales',
  totals: readonly { id: number; quantity: number }[],
): Promise<void> {
  if (totals.length === 0) return
  const ids = totals.map((row) => row.id).sort((a, b) => a - b)
  const rows = sql.identifier(table)
  const counter = sql.identifier(column)
  await queryRows(
    tx,
    sql`select id from ${rows} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for no key update`,
  )
  await queryRows(
    tx,
    sql`update ${rows} t set ${counter} = greatest(t.${counter} + x.quantity, 0)${column === 'stock' ? sql`, updated_at = now()` : sql``}
      from json_to_recordset(${jsonRows(totals)}) as x(id bigint, quantity int) where t.id = x.id`,
  )
}
