import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../platform/db/testing'
import { createProduct, type CreateProductReturnType } from './createProduct'
import { indexPage } from './indexPage'
import { listProducts, type ListProductsParameters, type ListProductsReturnType } from './listProducts'
import { productInputSchema, type ProductInputJson } from './productInput'
import { readSearchIndex } from './searchIndex'
import { catalogueProducts, catalogueSkus } from './tables'

/** The tables, for tests that set a SKU's stock or hide a product directly. */
export { catalogueProducts, catalogueSkus } from './tables'

let skuCodes = 0

export const UNIT = 10n ** 18n
let seededSkus = 0

/** A listed product with one SKU of `price` and `stock`; product totals match the SKU. */
export async function seedSku(
  db: Db,
  {
    price = 50n * UNIT,
    stock = 10,
    listed = true,
  }: { price?: bigint; stock?: number; listed?: boolean } = {},
): Promise<{ productId: number; skuId: number }> {
  const [product] = await db
    .insert(catalogueProducts)
    .values({
      category: 'digital',
      nameZh: '耳机',
      nameEn: 'Headphones',
      images: ['cover.png'],
      price,
      stock,
      listed,
    })
    .returning({ id: catalogueProducts.id })
  if (!product) throw new Error('product not inserted')
  const [sku] = await db
    .insert(catalogueSkus)
    .values({
      productId: product.id,
      code: `SKU-${Date.now()}-${++seededSkus}`,
      options: { 颜色: '黑' },
      price,
      stock,
    })
    .returning({ id: catalogueSkus.id })
  if (!sku) throw new Error('sku not inserted')
  return { productId: product.id, skuId: sku.id }
}

/** Test support: a listed product with one SKU per `skus` entry (defaults: one SKU of 10 USDT, 5 in stock). */
export async function addTestProduct(
  db: Db,
  product: {
    category?: ProductCategory
    name: { zh: string; en: string }
    sales?: number
    listed?: boolean
    images?: string[]
    skus?: { price: string; stock: number; colour?: string }[]
  },
): Promise<CreateProductReturnType> {
  const skus = product.skus ?? [{ price: '10', stock: 5 }]
  const colours = skus.map((sku, i) => sku.colour ?? `色${i + 1}`)
  const input: ProductInputJson = {
    category: product.category ?? 'digital',
    name: product.name,
    description: { zh: `${product.name.zh}的介绍`, en: `About ${product.name.en}` },
    images: product.images ?? [],
    specs: [{ name: { zh: '重量', en: 'Weight' }, value: { zh: '1 千克', en: '1 kg' } }],
    optionGroups: [
      { name: { zh: '颜色', en: 'Colour' }, values: colours.map((zh) => ({ zh, en: `en-${zh}` })) },
    ],
    skus: skus.map((sku, i) => ({
      code: `T${++skuCodes}`,
      options: { 颜色: colours[i] ?? '' },
      price: sku.price,
      stock: sku.stock,
    })),
    sales: product.sales ?? 0,
    listed: product.listed ?? true,
  }
  return createProduct(db, productInputSchema.parse(input))
}

const ORDERS: Record<ProductSort, string> = {
  sales: 'sales desc, id desc',
  priceAsc: 'price asc, id asc',
  priceDesc: 'price desc, id desc',
  newest: 'id desc',
}

/**
 * Test support, what a search must find: the uuids of every listed product (of `category`) whose zh
 * name (ILIKE) or en name (lower LIKE) holds every term, in `sort`'s order. A plain scan.
 */
export async function searchedByIlike(
  db: Db,
  terms: readonly string[],
  sort: ProductSort,
  category?: ProductCategory,
): Promise<string[]> {
  const escaped = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid::text from products where listed ${category ? sql`and category = ${category}` : sql``} ${sql.join(
      terms.map((t) => sql` and (name_zh ilike ${escaped(t)} or lower(name_en) like lower(${escaped(t)}))`),
      sql``,
    )} order by ${sql.raw(ORDERS[sort])}`,
  )
  return rows.map((row) => row.uuid)
}

const WORDS = {
  zh: ['蓝牙', '无线', '智能', '便携', '迷你', '户外'],
  things: ['耳机', '音箱', '手表', '键盘', '水壶', '饼干', '咖啡'],
  en: ['Bluetooth', 'Wireless', 'SMART', 'Portable', 'Mini', 'Ear%plug', 'Slim_line'],
}
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`

/**
 * Test support: `count` products named from word lists (zh `蓝牙耳机12`, en `Bluetooth item 12`, some
 * with LIKE's own characters), a tenth hidden, in three categories; sales and prices repeat often, so
 * ties (broken by the id) fall across page ends.
 */
export async function addWordListProducts(db: Db, count: number): Promise<void> {
  const { zh, things, en } = WORDS
  await db.execute(
    sql.raw(`insert into products (category, name_zh, name_en, price, stock, sales, listed)
      select (array['digital', 'appliances', 'food'])[1 + i % 3],
        (${sqlArray(zh)})[1 + i % ${zh.length}] || (${sqlArray(things)})[1 + (i / 7) % ${things.length}] || i,
        (${sqlArray(en)})[1 + i % ${en.length}] || ' item ' || i,
        (1 + i % 13) * 1000000000000000000::numeric, 5, i % 17, i % 10 <> 0
      from generate_series(1, ${count}) i`),
  )
}

/** Test support: a fresh database of `kind` holding `count` word-list products, its search index read. */
export async function createIndexedCatalogue(kind: TestDatabaseKind, count: number): Promise<TestDatabase> {
  const database = await createTestDatabase(kind)
  await addWordListProducts(database.db, count)
  await readSearchIndex(database.db)
  return database
}

/**
 * Test support: every page of a list or a search, cursor after cursor, each answered by the process
 * index (it fails otherwise; `label` names it), at most `atMost` ids in all; `eachPage` may check a page
 * further. The ids in the order the pages gave them.
 */
export async function everyPageFromIndex(
  db: Db,
  parameters: Omit<ListProductsParameters, 'cursor'>,
  {
    label,
    atMost,
    eachPage,
  }: {
    label: string
    atMost: number
    eachPage?: (page: ListProductsReturnType, asked: ListProductsParameters) => Promise<void>
  },
): Promise<string[]> {
  const found: string[] = []
  let cursor: string | undefined
  do {
    expect(found.length, `${label}: more pages than products`).toBeLessThanOrEqual(atMost)
    const asked = { ...parameters, cursor }
    expect(await indexPage(db, asked), `${label}: from the index`).toBeDefined()
    const page = await listProducts(db, asked)
    await eachPage?.(page, asked)
    found.push(...page.items.map((item) => item.id))
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return found
}
