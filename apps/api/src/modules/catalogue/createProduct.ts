import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../platform/db/client'
import { catalogueProducts, catalogueSkus } from './tables'
import type { ProductInput } from './productInput'

export type CreateProductReturnType = { id: number; uuid: string; skuIds: number[] }

/**
 * Adds a product and its SKUs (one transaction when `db` is one: the operator's audited command).
 * The product's price (the lowest SKU price) and stock (their sum) are written with it.
 */
export async function createProduct(db: Db | Tx, input: ProductInput): Promise<CreateProductReturnType> {
  const [product] = await db
    .insert(catalogueProducts)
    .values({
      category: input.category,
      nameZh: input.name.zh,
      nameEn: input.name.en,
      descriptionZh: input.description.zh,
      descriptionEn: input.description.en,
      images: input.images,
      specs: input.specs,
      optionGroups: input.optionGroups,
      price: input.skus.reduce((min, sku) => (sku.price < min ? sku.price : min), input.skus[0]?.price ?? 0n),
      stock: input.skus.reduce((sum, sku) => sum + sku.stock, 0),
      sales: input.sales,
      listed: input.listed,
    })
    .returning({ id: catalogueProducts.id, uuid: catalogueProducts.uuid })
  if (!product) throw new Error('product insert returned nothing')
  const skus = await db
    .insert(catalogueSkus)
    .values(input.skus.map((sku) => ({ productId: product.id, ...sku })))
    .returning({ id: catalogueSkus.id })
  return { ...product, skuIds: skus.map((sku) => sku.id) }
}

/**
 * Brings a product's price (lowest SKU price) and stock (sum of the SKUs') in step with its SKUs: call
 * it in the transaction that changed any SKU's price or stock (stock commands, order reservation and
 * release), so the list's sorts and cards never disagree with the detail.
 */
export async function refreshProductTotals(db: Db | Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return
  await db.execute(sql`update products p
    set price = s.price, stock = s.stock, updated_at = now()
    from (select product_id, min(price) as price, sum(stock)::int as stock from skus
          where product_id in (${sql.join(
            [...new Set(productIds)].map((id) => sql`${id}`),
            sql`, `,
          )}) group by product_id) s
    where p.id = s.product_id and (p.price, p.stock) is distinct from (s.price, s.stock)`)
}
