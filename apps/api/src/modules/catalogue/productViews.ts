import type { OptionLabel, ProductCard, ProductSku } from '@vita/shared/schemas/shop'
import type { ProductOptionGroup, ProductRow, SkuRow } from './tables'

/** An image's URL as the app loads it: the storage key under UPLOADS_BASE_URL. */
export const imageUrl = (uploadsBaseUrl: string, key: string) => `${uploadsBaseUrl}/${key}`

/** The product's first image (its cover), or null without images. */
export const coverUrl = (uploadsBaseUrl: string, images: readonly string[]) => {
  const first = images[0]
  return first === undefined ? null : imageUrl(uploadsBaseUrl, first)
}

export type ProductCardRow = Pick<
  ProductRow,
  'uuid' | 'category' | 'nameZh' | 'nameEn' | 'images' | 'price' | 'stock' | 'sales'
>

export const toProductCard = (row: ProductCardRow, uploadsBaseUrl: string): ProductCard => ({
  id: row.uuid,
  category: row.category,
  name: { zh: row.nameZh, en: row.nameEn },
  image: coverUrl(uploadsBaseUrl, row.images),
  price: row.price.toString(),
  stock: row.stock,
  sales: row.sales,
})

/**
 * A SKU's options in its product's option-group order. They are stored as jsonb, which keeps an
 * object's keys in its own order (shorter first, then by bytes: 版本 before 颜色), so the cart,
 * orders and reviews would show "标准 / 黑" for a product whose groups are 颜色, 版本.
 */
export function inGroupOrder(
  options: Readonly<Record<string, string>>,
  groups: readonly { name: { zh: string } }[],
): Record<string, string> {
  const named = groups.map((group) => group.name.zh)
  const rank = (key: string) => {
    const index = named.indexOf(key)
    return index === -1 ? named.length : index
  }
  return Object.fromEntries(Object.entries(options).sort(([a], [b]) => rank(a) - rank(b)))
}

/**
 * A SKU's options in both languages, in group order: the zh names and values it is stored with, looked
 * up in the product's option groups (a value the groups no longer hold shows as stored, in both).
 */
export function optionLabels(
  options: Readonly<Record<string, string>>,
  groups: readonly ProductOptionGroup[],
): OptionLabel[] {
  return Object.entries(inGroupOrder(options, groups)).map(([name, value]) => {
    const group = groups.find((candidate) => candidate.name.zh === name)
    return {
      name: group?.name ?? { zh: name, en: name },
      value: group?.values.find((candidate) => candidate.zh === value) ?? { zh: value, en: value },
    }
  })
}

export const toProductSku = (
  row: Pick<SkuRow, 'id' | 'code' | 'options' | 'price' | 'stock'>,
  groups: readonly ProductOptionGroup[] = [],
): ProductSku => ({
  id: String(row.id),
  code: row.code,
  options: inGroupOrder(row.options, groups),
  optionLabels: optionLabels(row.options, groups),
  price: row.price.toString(),
  stock: row.stock,
})

// Ids are bigserial read as JS numbers: 15 digits stay exact (below 2^53).
const ROW_ID = /^[1-9]\d{0,14}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A row id from a URL or body (a bigint id as a string), or null when it cannot be one (→ 404). */
export const parseRowId = (value: string): number | null => (ROW_ID.test(value) ? Number(value) : null)
/** Whether `value` is a well-formed uuid (a malformed product id answers 404, never a cast error). */
export const isUuid = (value: string) => UUID.test(value)
