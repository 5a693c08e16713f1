import { PRODUCT_CATEGORIES } from '@vita/shared'
import { regexes } from 'zod/v4/core'
import { writeEnvelope, type ResponseWriter } from '../../../platform/http/responseSerializer'

/**
 * The keys of a product page as productPageSchema has them, in its order: JSON.stringify's replacer,
 * which writes only these (at every depth) and in this order.
 */
const PAGE_KEYS = [
  'items',
  'nextCursor',
  'id',
  'category',
  'name',
  'zh',
  'en',
  'image',
  'price',
  'stock',
  'sales',
]
const CARD_KEYS = 7
const NAME_KEYS = 2
const UUID = regexes.uuid()
/** baseUnitsSchema's checks. */
const BASE_UNITS = /^(0|[1-9]\d*)$/
const categories = new Set<unknown>(PRODUCT_CATEGORIES)

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null
const isInt = (value: unknown) => Number.isSafeInteger(value)
const isString = (value: unknown): value is string => typeof value === 'string'

/** Own enumerable keys, counted without an array of them. */
function keyCount(value: Obj): number {
  let count = 0
  for (const key in value) if (Object.hasOwn(value, key)) count++
  return count
}

/** Whether `card` holds exactly productCardSchema's fields, each as the schema accepts it. */
function isCard(card: unknown): boolean {
  if (!isObj(card) || keyCount(card) !== CARD_KEYS) return false
  const { id, category, name, image, price, stock, sales } = card
  return (
    isString(id) &&
    UUID.test(id) &&
    categories.has(category) &&
    isObj(name) &&
    keyCount(name) === NAME_KEYS &&
    isString(name.zh) &&
    isString(name.en) &&
    (image === null || isString(image)) &&
    isString(price) &&
    price.length <= 78 &&
    BASE_UNITS.test(price) &&
    isInt(stock) &&
    isInt(sales)
  )
}

/**
 * A product page's JSON, the text the schema's parse gives, without the parse's copy of every card
 * (and the parse's own objects per field): each card checked in place, then JSON.stringify with the
 * schema's keys as the replacer. Undefined when the page holds anything else (then the envelope's
 * parse runs and reports). Written once per page object: concurrent requests share one (sharedReads).
 */
export function productPageWriter(): ResponseWriter {
  const written = new WeakMap<object, string>()
  return writeEnvelope((page) => {
    if (!isObj(page) || keyCount(page) !== 2) return undefined
    let json = written.get(page)
    if (json !== undefined) return json
    const { items, nextCursor } = page
    if (!Array.isArray(items) || !(nextCursor === null || isString(nextCursor))) return undefined
    for (const card of items) if (!isCard(card)) return undefined
    written.set(page, (json = JSON.stringify(page, PAGE_KEYS)))
    return json
  })
}
