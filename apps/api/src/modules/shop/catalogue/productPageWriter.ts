import { PRODUCT_CATEGORIES } from '@vita/shared'
import { regexes } from 'zod/v4/core'
import { writeEnvelope, type ResponseWriter } from '../../../platform/http/responseSerializer'

/** The keys of a page, a card and a name, each in the schema's order (JSON.stringify's, as parsed). */
const PAGE_KEYS = ['items', 'nextCursor']
const CARD_ORDER = ['id', 'category', 'name', 'image', 'price', 'stock', 'sales']
const NAME_ORDER = ['zh', 'en']
/**
 * JSON.stringify's replacer for a card whose keys come in another order: it writes only these keys (at
 * every depth), and in this order. Only then: a replacer takes V8 off its fast path.
 */
const CARD_KEYS = [...CARD_ORDER, ...NAME_ORDER]
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

/** A card's JSON as written, kept on the card (cards are not changed once made: listProducts.ts). */
const TEXT = Symbol('json')
type Written = { [TEXT]?: Buffer }

/**
 * `card`'s JSON in UTF-8 if it holds exactly the schema's fields, each as the schema accepts it; else
 * undefined. Checked and written once per card object: a card kept with its row (keptRows.ts) is
 * written when it is first served and then copied into every page that holds it.
 */
function cardText(card: unknown): Buffer | undefined {
  if (!isObj(card)) return undefined
  const written = (card as Written)[TEXT]
  if (written !== undefined) return written
  if (!isCard(card)) return undefined
  const ordered = inOrder(card, CARD_ORDER) && inOrder(card.name, NAME_ORDER)
  const text = Buffer.from(ordered ? JSON.stringify(card) : JSON.stringify(card, CARD_KEYS))
  ;(card as Written)[TEXT] = text
  return text
}

const ITEMS_OPEN = Buffer.from('{"items":[')
const COMMA = Buffer.from(',')

/**
 * A product page's JSON in UTF-8, the text the schema's parse gives, without the parse's copy of every
 * card (and the parse's own objects per field): the page made of its cards' texts (cardText), keys in
 * the schema's order whatever the page's own. UTF-8 already: a text given as a string, holding Chinese,
 * had the server measure it and then encode it for each answer (v8::String::Utf8Length and WriteUtf8, 7%
 * of the API's CPU on different pages in bench/shop-catalogue.ts). Undefined when the page holds
 * anything else (then the envelope's parse runs and reports). Written once per page object: concurrent
 * requests share one (sharedReads).
 */
export function productPageWriter(): ResponseWriter {
  const written = new WeakMap<object, Buffer>()
  return writeEnvelope((page) => {
    if (!isObj(page) || keyCount(page) !== PAGE_KEYS.length) return undefined
    let json = written.get(page)
    if (json !== undefined) return json
    const { items, nextCursor } = page
    if (!Array.isArray(items) || !(nextCursor === null || isString(nextCursor))) return undefined
    const parts: Buffer[] = [ITEMS_OPEN]
    for (const card of items) {
      const text = cardText(card)
      if (text === undefined) return undefined
      if (parts.length > 1) parts.push(COMMA)
      parts.push(text)
    }
    parts.push(Buffer.from(`],"nextCursor":${JSON.stringify(nextCursor)}}`))
    written.set(page, (json = Buffer.concat(parts)))
    return json
  })
}
