import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { addWordListProducts, searchedByIlike } from './catalogueTesting'
import { databasePage } from './databasePage'
import { listProducts } from './listProducts'

const SORTS: ProductSort[] = ['sales', 'priceAsc', 'priceDesc', 'newest']
// The database's search (the reference), not the process index's (searchIndex.test.ts).
const SQL = databasePage

// Terms in every name (the planner walks the sort order), in a few (it reads the matches through the
// trigram or the gram index), in none; short and long terms together.
const QUERIES = ['item', 'i', '耳机', 'blue 音箱', 'sm 1', 'slim_', '蓝牙 水', 'zz']

describe.each(testDatabaseKinds)("the database's search (%s)", (kind) => {
  let database: TestDatabase
  // Listed: nine in ten. `item` and `i` are in every name, the others in a few.
  const PRODUCTS = 1_800
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await addWordListProducts(database.db, PRODUCTS)
    await database.db.execute(sql`analyze products`)
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

  it('pages through exactly what ILIKE finds, in every sort, for common, rare and missing terms', async () => {
    const counts: number[] = []
    for (const q of QUERIES)
      for (const sort of SORTS) {
        const expected = await byIlike(q.split(' '), sort)
        expect(await paged(q, sort, 50), `${q} by ${sort}`).toEqual(expected)
        counts.push(expected.length)
      }
    // Some searches match most names, some a few, one none.
    expect(Math.max(...counts)).toBeGreaterThan(1_000)
    expect(counts.filter((n) => n > 0 && n <= 100).length).toBeGreaterThan(0)
    expect(Math.min(...counts)).toBe(0)
  })

  it('answers a first page of one row and of a category as the full order does', async () => {
    for (const sort of SORTS) {
      const first = await listProducts(database.db, { q: 'item', sort, limit: 1, uploadsBaseUrl: '/u' }, SQL)
      expect(first.items.map((item) => item.id)).toEqual((await byIlike(['item'], sort)).slice(0, 1))
      expect(await paged('item', sort, 100, 'food')).toEqual(await byIlike(['item'], sort, 'food'))
    }
  })
})
