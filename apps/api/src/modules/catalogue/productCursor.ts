import type { ProductSort } from '@vita/shared'
import { invalidInput } from '../../platform/http/domainError'

/**
 * The product list's keyset cursor: the last card's sort key and row id, tied to its sort so a cursor
 * of one order cannot page another. Opaque to clients (base64url); anything that does not decode to
 * exactly this shape is refused with 400 invalidParams before it reaches the database.
 */
export type ProductCursor = { sort: ProductSort; key: bigint; id: number }

const SORT_TAGS: Record<ProductSort, string> = { sales: 's', priceAsc: 'pa', priceDesc: 'pd', newest: 'n' }
const TEXT = /^(s|pa|pd|n)\.(0|[1-9]\d{0,77})\.([1-9]\d{0,14})$/
/** sales is an int4 column: a larger key would fail its comparison as a 500. */
const SALES_MAX = 2n ** 31n - 1n

export function encodeProductCursor(cursor: ProductCursor): string {
  return Buffer.from(`${SORT_TAGS[cursor.sort]}.${cursor.key}.${cursor.id}`).toString('base64url')
}

export function decodeProductCursor(value: string, sort: ProductSort): ProductCursor {
  const match = /^[A-Za-z0-9_-]+$/.test(value)
    ? TEXT.exec(Buffer.from(value, 'base64url').toString('latin1'))
    : null
  const key = match?.[2] === undefined ? null : BigInt(match[2])
  if (!match || key === null || match[1] !== SORT_TAGS[sort] || (sort === 'sales' && key > SALES_MAX))
    throw invalidInput('invalidParams', { field: 'cursor' })
  const cursor = { sort, key, id: Number(match[3]) }
  // Only the canonical spelling: one page, one cursor.
  if (encodeProductCursor(cursor) !== value) throw invalidInput('invalidParams', { field: 'cursor' })
  return cursor
}
