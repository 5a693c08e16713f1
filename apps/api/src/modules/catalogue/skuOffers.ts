import { asc, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/client'
import {
  catalogueProducts,
  catalogueSkus,
  type ProductOptionGroup,
  type ProductRow,
  type SkuRow,
} from './tables'

/** A SKU with its product as they are now: what the cart shows and the checkout sells. */
export type SkuOffer = { sku: SkuRow; product: ProductRow }

const sortedUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b)

async function skuOffers(
  db: Db | Tx,
  skuIds: readonly number[],
  lock: boolean,
): Promise<Map<number, SkuOffer>> {
  const ids = sortedUnique(skuIds)
  if (ids.length === 0) return new Map()
  const skuQuery = db
    .select()
    .from(catalogueSkus)
    .where(inArray(catalogueSkus.id, ids))
    .orderBy(asc(catalogueSkus.id))
  const skus = lock ? await skuQuery.for('no key update') : await skuQuery
  const productIds = sortedUnique(skus.map((sku) => sku.productId))
  const productQuery = db
    .select()
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, productIds))
    .orderBy(asc(catalogueProducts.id))
  const products = new Map(
    (productIds.length === 0 ? [] : lock ? await productQuery.for('no key update') : await productQuery).map(
      (product) => [product.id, product],
    ),
  )
  const offers = new Map<number, SkuOffer>()
  for (const sku of skus) {
    const product = products.get(sku.productId)
    if (product) offers.set(sku.id, { sku, product })
  }
  return offers
}

/** The SKUs of `skuIds` with their products, read, not locked; an unknown id is absent from the map. */
export function findSkuOffers(db: Db | Tx, skuIds: readonly number[]): Promise<Map<number, SkuOffer>> {
  return skuOffers(db, skuIds, false)
}

/**
 * The same, their rows locked FOR NO KEY UPDATE in the caller's transaction: the SKUs, then their
 * products, each in ascending id, the order every writer of stock and sales locks them in (stock.ts),
 * so a checkout deciding on these rows never deadlocks with another or with a return.
 */
export function lockSkuOffers(tx: Db | Tx, skuIds: readonly number[]): Promise<Map<number, SkuOffer>> {
  return skuOffers(tx, skuIds, true)
}

/** What an order line shows of its product now: its uuid (the link) and option groups (labels). */
export type ProductRef = { uuid: string; optionGroups: ProductOptionGroup[] }

/** The products of `productIds` as order lines show them; an unknown id is absent. */
export async function findProductRefs(
  db: Db | Tx,
  productIds: readonly number[],
): Promise<Map<number, ProductRef>> {
  const ids = sortedUnique(productIds)
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: catalogueProducts.id,
      uuid: catalogueProducts.uuid,
      optionGroups: catalogueProducts.optionGroups,
    })
    .from(catalogueProducts)
    .where(inArray(catalogueProducts.id, ids))
  return new Map(rows.map(({ id, ...ref }) => [id, ref]))
}
