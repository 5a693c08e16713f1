import type { ProductSort } from '@vita/shared'
import { rawQuery } from '../../platform/db/sql'
import { searchTerms, type ListPage, type ListQuery, type ProductListRow } from './listQuery'
import { decodeProductCursor } from './productCursor'

/** `%term%` with LIKE's own characters escaped (a `%` typed is a percent sign, not a wildcard). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The statement of one shape of request, built once. Its parameters, in order: the category, each
 * term's (itself, then for a term of three or more characters its LIKE pattern), the cursor's id and
 * key (but newest, keyed by the id), the row count. Bypassing the query builder: building and mapping
 * cost more CPU than PostgreSQL's answer to a plain page (bench/shop-catalogue.ts).
 */
type Shape = { sort: ProductSort; category: boolean; shortTerms: readonly boolean[]; cursor: boolean }

/** Each sort's order (unique with the id as the tie-breaker) and keyset condition. */
const SORTS: Record<
  ProductSort,
  {
    order: string
    /** The keyset condition on the cursor's parameters (`key` undefined: the sort keys by id alone). */
    after(id: string, key?: string): string
    keyed: boolean
  }
> = {
  sales: {
    // NULLS LAST as in products_sales_idx / _category_sales_idx, else the planner sorts the table.
    order: 'p.sales desc nulls last, p.id desc nulls last',
    after: (id, key) => `(p.sales, p.id) < (${key}::int, ${id}::bigint)`,
    keyed: true,
  },
  priceAsc: {
    order: 'p.price asc, p.id asc',
    after: (id, key) => `(p.price, p.id) > (${key}::numeric, ${id}::bigint)`,
    keyed: true,
  },
  priceDesc: {
    order: 'p.price desc, p.id desc',
    after: (id, key) => `(p.price, p.id) < (${key}::numeric, ${id}::bigint)`,
    keyed: true,
  },
  newest: {
    order: 'p.id desc',
    after: (id) => `p.id < ${id}::bigint`,
    keyed: false,
  },
}

/**
 * Partial words in either language (spec §2 search): every whitespace-separated term must occur in the
 * zh name or the en name, any case: in `search_name` (migration 0019), the two names lower-cased and
 * joined by a line break, which no term holds. So `蓝牙`, `Blue` and `ooth` all find "蓝牙耳机 /
 * Bluetooth earbuds". Matches keep the chosen sort (the spec's list has no relevance order).
 * Read through an index (`indexed`), a term of three or more characters is a LIKE pattern the trigram
 * index answers; one of one or two characters (code points, as PostgreSQL counts) holds no trigram (its
 * LIKE would read the whole trigram index), the names' grams (products_name_grams) narrow instead.
 * Either way strpos decides; for rows already read (a walk of the sort order) it alone, which the
 * planner cannot estimate: it takes it for a third of the rows, so it plans the walk to stop early.
 */
function nameMatch(term: SearchTerm, indexed: boolean): string {
  const contains = `strpos(p.search_name, lower(${term.value}::text)) > 0`
  if (!indexed) return contains
  if (term.pattern) return `(p.search_name like lower(${term.pattern}::text) and ${contains})`
  return `(catalogue_name_grams(p.name_zh, p.name_en) @> array[lower(${term.value}::text)] and ${contains})`
}

/** A search term's parameters: itself, and its LIKE pattern when it is long enough to hold a trigram. */
type SearchTerm = { value: string; pattern?: string | undefined }

const CARD_COLUMNS = `p.id::text as id, p.uuid::text as uuid, p.category, p.name_zh, p.name_en,
      p.images->>0 as cover, p.price::text as price, p.stock, p.sales`

function statementText({ sort, category, shortTerms, cursor }: Shape): string {
  let count = 0
  const next = () => `$${++count}`
  const listed = ['p.listed']
  if (category) listed.push(`p.category = ${next()}::text`)
  const terms = shortTerms.map((short) => ({ value: next(), pattern: short ? undefined : next() }))
  if (cursor) {
    const id = next()
    listed.push(SORTS[sort].after(id, SORTS[sort].keyed ? next() : undefined))
  }
  // A term of one or two characters is in many names (its grams' lists are long): with a longer term
  // beside it, the trigram index alone narrows (`耳机 1234` read 7,692 entries of the gram index).
  const anyLong = terms.some((term) => term.pattern)
  const matched = terms.map((term) => nameMatch(term, !!term.pattern || !anyLong))
  // Columns qualified: ORDER BY would take a bare `id` or `price` for the output column (text).
  return `select ${CARD_COLUMNS}
    from products p where ${[...listed, ...matched].join(' and ')}
    order by ${SORTS[sort].order} limit ${next()}::int`
}

const statements = new Map<string, { name: string; text: string }>()
function statementFor(shape: Shape) {
  const key = `${shape.sort}.${shape.category ? 'c' : ''}.${shape.shortTerms.map((short) => (short ? 's' : 'l')).join('')}.${shape.cursor ? 'k' : ''}`
  let statement = statements.get(key)
  if (!statement) statements.set(key, (statement = { name: `products_${key}`, text: statementText(shape) }))
  return statement
}

/**
 * The list's statement and values for `parameters` (limit + 1 rows: one more tells there is a next
 * page). A list is prepared (its plan is the sort's index whatever the values); a search is planned for
 * its terms each time (`name` undefined): how many names hold a term decides between walking the sort
 * order and reading the matches through the trigram index, and only the term's statistics tell.
 */
export function productListQuery(parameters: ListQuery) {
  const { q, category, sort, limit } = parameters
  const cursor = parameters.cursor === undefined ? undefined : decodeProductCursor(parameters.cursor, sort)
  const terms = searchTerms(q)
  const shortTerms = terms.map((term) => Array.from(term).length <= 2)
  const values: (string | number | boolean)[] = []
  if (category) values.push(category)
  terms.forEach((term, i) => values.push(...(shortTerms[i] ? [term] : [term, containing(term)])))
  if (cursor) values.push(cursor.id, ...(SORTS[sort].keyed ? [cursor.key.toString()] : []))
  values.push(limit + 1)
  const statement = statementFor({ sort, category: category !== undefined, shortTerms, cursor: !!cursor })
  return { name: terms.length > 0 ? undefined : statement.name, text: statement.text, values }
}

/**
 * The catalogue's reference page (ListPage, listQuery.ts): PostgreSQL's answer, one statement. The
 * accelerator (indexPage.ts) is tested equal to it.
 */
export const databasePage: ListPage = async (db, query) => {
  const statement = productListQuery(query)
  return rawQuery(db)<ProductListRow>(statement.name, statement.text, statement.values)
}
