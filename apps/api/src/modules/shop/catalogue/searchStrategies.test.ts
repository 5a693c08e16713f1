import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import { queryRows, rawQuery } from '../../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { listProducts, productListQuery, SEARCH_MATCHES_READ } from './listProducts'
import { commonInSample, sampledSearchNames } from './searchSample'

const ZH = ['蓝牙', '无线', '智能', '便携', '迷你', '户外']
const THINGS = ['耳机', '音箱', '手表', '键盘', '水壶', '饼干', '咖啡']
const EN = ['Bluetooth', 'Wireless', 'SMART', 'Portable', 'Mini', 'Ear%plug', 'Slim_line']
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`

const ORDERS: Record<ProductSort, string> = {
  sales: 'sales desc, id desc',
  priceAsc: 'price asc, id asc',
  priceDesc: 'price desc, id desc',
  newest: 'id desc',
}

// Terms matching more listed products than a search reads through the trigram index (the walk of the
// sort order answers them, and their last pages, past fewer remaining matches, the read), and fewer.
const QUERIES = ['item', 'i', '耳机', 'blue 音箱', 'sm 1', 'slim_', '蓝牙 水', 'zz']

describe.each(testDatabaseKinds)('search strategies (%s)', (kind) => {
  let database: TestDatabase
  // Listed: nine in ten. `item` and `i` are in every name, the others in fewer than the bound.
  const PRODUCTS = Math.ceil(((SEARCH_MATCHES_READ * 10) / 9) * 1.6)
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    // Sales and prices repeat often, so ties (broken by the id) fall across page ends.
    await database.db.execute(
      sql.raw(`insert into shop_products (category, name_zh, name_en, price, stock, sales, listed)
        select (array['digital', 'appliances', 'food'])[1 + i % 3],
          (${sqlArray(ZH)})[1 + i % ${ZH.length}] || (${sqlArray(THINGS)})[1 + (i / 7) % ${THINGS.length}] || i,
          (${sqlArray(EN)})[1 + i % ${EN.length}] || ' item ' || i,
          (1 + i % 13) * 1000000000000000000::numeric, 5, i % 17, i % 10 <> 0
        from generate_series(1, ${PRODUCTS}) i`),
    )
    await database.db.execute(sql`analyze shop_products`)
  })
  afterAll(() => database?.dispose())

  /** Every listed product whose zh name (ILIKE) or en name (lower LIKE) holds every term, in `sort`'s order. */
  const byIlike = async (terms: string[], sort: ProductSort, category?: ProductCategory) => {
    const escaped = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const rows = await queryRows<{ uuid: string }>(
      database.db,
      sql`select uuid::text from shop_products where listed ${category ? sql`and category = ${category}` : sql``} ${sql.join(
        terms.map((t) => sql` and (name_zh ilike ${escaped(t)} or lower(name_en) like lower(${escaped(t)}))`),
        sql``,
      )} order by ${sql.raw(ORDERS[sort])}`,
    )
    return rows.map((row) => row.uuid)
  }

  /** Every page of the search, cursor after cursor (a cursor that does not move on fails, not loops). */
  const paged = async (q: string, sort: ProductSort, limit: number, category?: ProductCategory) => {
    const found: string[] = []
    let cursor: string | undefined
    do {
      expect(found.length, `${q} by ${sort}: more pages than products`).toBeLessThanOrEqual(PRODUCTS)
      const page = await listProducts(database.db, { q, sort, limit, cursor, category, uploadsBaseUrl: '/u' })
      expect(page.items.length).toBeLessThanOrEqual(limit)
      found.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    return found
  }

  it('pages through exactly what ILIKE finds, in every sort, on either side of the read bound', async () => {
    const counts: number[] = []
    for (const q of QUERIES)
      for (const sort of Object.keys(ORDERS) as ProductSort[]) {
        const expected = await byIlike(q.split(' '), sort)
        expect(await paged(q, sort, 50), `${q} by ${sort}`).toEqual(expected)
        counts.push(expected.length)
      }
    // Both strategies answered: some searches match more than the bound, some fewer, one none.
    expect(Math.max(...counts)).toBeGreaterThan(SEARCH_MATCHES_READ)
    expect(counts.filter((n) => n > 0 && n <= SEARCH_MATCHES_READ).length).toBeGreaterThan(0)
    expect(Math.min(...counts)).toBe(0)
  })

  it('answers a first page of one row past the bound and of a category as the full order does', async () => {
    for (const sort of Object.keys(ORDERS) as ProductSort[]) {
      const first = await listProducts(database.db, { q: 'item', sort, limit: 1, uploadsBaseUrl: '/u' })
      expect(first.items.map((item) => item.id)).toEqual((await byIlike(['item'], sort)).slice(0, 1))
      expect(await paged('item', sort, 100, 'food')).toEqual(await byIlike(['item'], sort, 'food'))
    }
  })

  it('answers the same pages whether a search walks the sort order first or reads its matches first', async () => {
    for (const q of QUERIES)
      for (const sort of Object.keys(ORDERS) as ProductSort[]) {
        let cursor: string | undefined
        for (let page = 0; page < 3; page++) {
          const [walked, read] = await Promise.all(
            [true, false].map(async (walkFirst) => {
              const query = productListQuery({ q, sort, limit: 30, cursor, walkFirst })
              return rawQuery(database.db)<{ id: string }>(query.name, query.text, query.values)
            }),
          )
          expect(walked, `${q} by ${sort}, page ${page}`).toEqual(read)
          const next = (await listProducts(database.db, { q, sort, limit: 30, cursor, uploadsBaseUrl: '/u' }))
            .nextCursor
          if (!next) break
          cursor = next
        }
      }
    // The statistics (ANALYZE above) tell terms in many names (walked first) from rare ones.
    const names = await sampledSearchNames(database.db)
    const walkedFirst: boolean[] = []
    for (const q of QUERIES) walkedFirst.push(commonInSample(names, q.split(' ')))
    expect(walkedFirst[QUERIES.indexOf('item')]).toBe(true)
    expect(walkedFirst[QUERIES.indexOf('blue 音箱')]).toBe(false)
    expect(walkedFirst[QUERIES.indexOf('zz')]).toBe(false)
  })
})
