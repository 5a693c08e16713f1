import { and, desc, eq, sql } from 'drizzle-orm'
import { formatAmount, PRODUCT_CATEGORIES, type ProductCategory } from '@vita/shared'
import { defineOpsCommand, limitOption, textOption, UsageError } from '../../../platform/ops'
import { catalogueProducts as p, catalogueSkus } from '../tables'

export const listProductsCommand = defineOpsCommand({
  name: 'shop:products',
  usage: `[--category ${PRODUCT_CATEGORIES.join('|')}] [--limit 50]`,
  summary: 'lists products (hidden ones too), newest first, with their SKUs',
  options: ['category', 'limit'],
  audited: false,
  parse(options) {
    const category = textOption(options, 'category')
    if (category !== undefined && !PRODUCT_CATEGORIES.includes(category as ProductCategory))
      throw new UsageError(`--category must be one of ${PRODUCT_CATEGORIES.join(', ')}`)
    return { category: category as ProductCategory | undefined, limit: limitOption(options) }
  },
  async run({ db }, { category, limit }) {
    const rows = await db
      .select({
        product: p,
        skus: sql<string>`(select string_agg(s.code || ' ' || s.stock || '@' || s.price::text, ', ' order by s.id)
          from ${catalogueSkus} s where s.product_id = ${p.id})`,
      })
      .from(p)
      .where(and(category ? eq(p.category, category) : undefined))
      .orderBy(desc(p.id))
      .limit(limit)
    if (rows.length === 0) return { output: 'No products.' }
    const output = rows
      .map(({ product, skus }) =>
        [
          product.uuid,
          product.category,
          product.listed ? 'listed' : 'hidden',
          `${product.nameZh} / ${product.nameEn}`,
          `from ${formatAmount(product.price)} USDT`,
          `stock ${product.stock}`,
          `sales ${product.sales}`,
          `SKUs: ${(skus ?? '').replace(/@(\d+)/g, (_, units: string) => `@${formatAmount(BigInt(units))}`)}`,
        ].join('  '),
      )
      .join('\n')
    return { output }
  },
})
