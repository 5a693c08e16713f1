import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@vita/shared'
import { uint256 } from '../../platform/indexer/chainRef'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
/** A 64-bit transaction id (PostgreSQL's xid8), as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/** A product name or text in both languages. */
export type LocalizedText = { zh: string; en: string }
/** One row of a product's specifications table. */
export type ProductSpec = { name: LocalizedText; value: LocalizedText }
/** An option group and its values (SKU selection), both languages. */
export type ProductOptionGroup = { name: LocalizedText; values: LocalizedText[] }

/**
 * The catalogue (spec §3 "Product"). Names are searched with trigram indexes (pg_trgm, on PostgreSQL and
 * PGlite: partial words, no word boundaries, Chinese and English), and terms of one or two characters
 * (`耳机`) with an index of the names' characters and character pairs. `price` (the lowest SKU price),
 * `stock` (the SKUs' sum) and `sales` are kept with the SKUs for the list's sorts and cards. Images are
 * storage keys under the uploads base.
 */
export const catalogueProducts = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    category: text('category').$type<ProductCategory>().notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    optionGroups: jsonb('option_groups').$type<ProductOptionGroup[]>().notNull().default([]),
    price: uint256('price').notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Hidden products are not listed nor sold; their orders keep their own copies. */
    listed: boolean('listed').notNull().default(true),
    /**
     * What a search matches (migration 0019): the lower-cased zh and en names joined by a line break,
     * which no search term holds (terms are split on whitespace).
     */
    searchName: text('search_name').generatedAlwaysAs(sql`lower(name_zh) || E'\\n' || lower(name_en)`),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /**
     * The transaction that inserted the row or last changed what a search matches or orders by (names,
     * listed, category, sales, price: a trigger, migration 0020): how an API process's search index
     * (catalogue/searchIndex.ts) tells the rows it knows as they are from those it must ask for.
     */
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('products_category_sales_idx').on(t.category, t.sales.desc(), t.id.desc()),
    index('products_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('products_price_idx').on(t.price, t.id),
    index('products_newest_idx').on(t.id.desc()),
    index('products_change_xid_idx').on(t.changeXid),
    index('products_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Terms of one or two characters hold no trigram: the names' lower-cased characters and character
    // pairs (catalogue_name_grams, migration 0011, renamed by 0033) answer them from this index instead.
    index('products_name_grams').using('gin', sql`catalogue_name_grams(${t.nameZh}, ${t.nameEn})`),
    check('products_category', sql`${t.category} in (${list(PRODUCT_CATEGORIES)})`),
    check('products_counts', sql`${t.stock} >= 0 and ${t.sales} >= 0 and ${t.price} >= 0`),
  ],
)
export type ProductRow = typeof catalogueProducts.$inferSelect

/** SKUs: one value per option group, their own code, price and stock (never negative: the check). */
export const catalogueSkus = pgTable(
  'skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueProducts.id),
    code: text('code').notNull().unique(),
    /** Option group name (zh) → value (zh). */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    price: uint256('price').notNull(),
    stock: integer('stock').notNull(),
    sales: integer('sales').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('skus_product_idx').on(t.productId, t.id),
    check('skus_stock', sql`${t.stock} >= 0 and ${t.sales} >= 0 and ${t.price} > 0`),
  ],
)
export type SkuRow = typeof catalogueSkus.$inferSelect
