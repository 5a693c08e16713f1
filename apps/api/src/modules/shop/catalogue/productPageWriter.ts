import { PRODUCT_CATEGORIES } from '@vita/shared'
import { regexes } from 'zod/v4/core'
import { writeEnvelope, type ResponseWriter } from '../../../platform/http/responseSerializer'

/** The keys of a page, a card and a name, each in the schema's order (JSON.stringify's, as parsed). */
const PAGE_ORDER = ['items', 'nextCursor']
const CARD_ORDER = ['id', 'category', 'name', 'image', 'price', 'stock', 'sales']
const NAME_ORDER = ['zh', 'en']
/** JSON.stringify's replacer: it writes only these keys (at every depth), and in this order. */
const PAGE_KEYS = [...PAGE_ORDER, ...CARD_ORDER, ...NAME_ORDER]
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

/** Whether `value`'s own keys, which are `keys` (each checked), come in their order. */
function inOrder(value: Obj, keys: readonly string[]): boolean {
  let i = 0
  for (const key in value) if (Object.hasOwn(value, key) && key !== keys[i++]) return false
  return true
}

/** Whether `card` holds exactly productCardSchema's fields, each as the schema accepts it. */
function isCard(card: unknown): card is Obj & { name: Obj } {
  if (!isObj(card) || keyCount(card) !== CARD_ORDER.length) return false
  const { id, category, name, image, price, stock, sales } = card
  return (
    isString(id) &&
    UUID.test(id) &&
    categories.has(category) &&
    isObj(name) &&
    keyCount(name) === NAME_ORDER.length &&
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
 * (and the parse's own objects per field): each card checked in place, then JSON.stringify, with the
 * schema's keys as the replacer unless every object's keys already come in the schema's order (as
 * listProducts makes them): a replacer takes V8 off its fast path (the writer went from 26 to 14 µs a
 * page in a profile of bench/shop-catalogue.ts).
 * Undefined when the page holds anything else (then the envelope's parse runs and reports). Written
 * once per page object: concurrent requests share one (sharedReads).
 */
export function productPageWriter(): ResponseWriter {
  const written = new WeakMap<object, string>()
  return writeEnvelope((page) => {
    if (!isObj(page) || keyCount(page) !== PAGE_ORDER.length) return undefined
    let json = written.get(page)
    if (json !== undefined) return json
    const { items, nextCursor } = page
    if (!Array.isArray(items) || !(nextCursor === null || isString(nextCursor))) return undefined
    let ordered = inOrder(page, PAGE_ORDER)
    for (const card of items) {
      if (!isCard(card)) return undefined
      ordered &&= inOrder(card, CARD_ORDER) && inOrder(card.name, NAME_ORDER)
    }
    written.set(page, (json = ordered ? JSON.stringify(page) : JSON.stringify(page, PAGE_KEYS)))
    return json
  })
}
