import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import { rawQuery } from '../../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { addWordListProducts, searchedByIlike } from './catalogueTesting'
import { listProducts, productListQuery, SEARCH_MATCHES_READ } from './listProducts'
import { commonInSample, sampledSearchNames } from './searchSample'

const SORTS: ProductSort[] = ['sales', 'priceAsc', 'priceDesc', 'newest']
// The database's strategies, not the process index's (searchIndex.test.ts).
const SQL = { fromIndex: false }

// Terms matching more listed products than a search reads through the trigram index (the walk of the
// sort order answers them, and their last pages, past fewer remaining matches, the read), and fewer.
const QUERIES = ['item', 'i', '耳机', 'blue 音箱', 'sm 1', 'slim_', '蓝牙 水', 'zz']

describe.each(testDatabaseKinds)('search strategies (%s)', (kind) => {
  let database: TestDatabase
  // Listed: nine in ten. `item` and `i` are in every name, the others in fewer than the bound.
  const PRODUCTS = Math.ceil(((SEARCH_MATCHES_READ * 10) / 9) * 1.6)
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await addWordListProducts(database.db, PRODUCTS)
    await database.db.execute(sql`analyze shop_products`)
  })
  afterAll(() => database?.dispose())

  const byIlike = (terms: string[], sort: ProductSort, category?: ProductCategory) =>
    searchedByIlike(database.db, terms, sort, category)

  /** Every page of the search, cursor after cursor (a cursor that does not move on fails, not loops). */
  const paged = async (q: string, sort: ProductSort, limit: number, category?: ProductCategory) => {
    const found: string[] = []
    let cursor: string | undefined
    do {
      expect(found.length, `${q} by ${sort}: more pages than products`).toBeLessThanOrEqual(PRODUCTS)
      const page = await listProducts(
        database.db,
        { q, sort, limit, cursor, category, uploadsBaseUrl: '/u' },
        SQL,
      )
      expect(page.items.length).toBeLessThanOrEqual(limit)
      found.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    return found
  }

  it('pages through exactly what ILIKE finds, in every sort, on either side of the read bound', async () => {
    const counts: number[] = []
    for (const q of QUERIES)
      for (const sort of SORTS) {
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
    for (const sort of SORTS) {
      const first = await listProducts(database.db, { q: 'item', sort, limit: 1, uploadsBaseUrl: '/u' }, SQL)
      expect(first.items.map((item) => item.id)).toEqual((await byIlike(['item'], sort)).slice(0, 1))
      expect(await paged('item', sort, 100, 'food')).toEqual(await byIlike(['item'], sort, 'food'))
    }
  })

  it('answers the same pages whether a search walks the sort order first or reads its matches first', async () => {
    for (const q of QUERIES)
      for (const sort of SORTS) {
        let cursor: string | undefined
        for (let page = 0; page < 3; page++) {
          const [walked, read] = await Promise.all(
            [true, false].map(async (walkFirst) => {
              const query = productListQuery({ q, sort, limit: 30, cursor, walkFirst })
              return rawQuery(database.db)<{ id: string }>(query.name, query.text, query.values)
            }),
          )
          expect(walked, `${q} by ${sort}, page ${page}`).toEqual(read)
          const next = (
            await listProducts(database.db, { q, sort, limit: 30, cursor, uploadsBaseUrl: '/u' }, SQL)
          ).nextCursor
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
