import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import {
  addWordListProducts,
  createIndexedCatalogue,
  everyPageFromIndex,
  searchedByIlike,
} from './catalogueTesting'
import { databasePage } from './databasePage'
import { indexPage } from './indexPage'
import { listProducts } from './listProducts'
import { indexTerm, readSearchIndex } from './searchIndex'

const SORTS: ProductSort[] = ['sales', 'priceAsc', 'priceDesc', 'newest']
// Common and rare terms, zh words and pairs within them (no word boundaries), one character, en parts in
// any case, LIKE's own characters, a product's number, several terms, none.
const QUERIES = [
  'item',
  'e',
  '耳机',
  '牙耳',
  '机',
  'blue 音箱',
  'Sm 1',
  'slim_',
  'r%p',
  '蓝牙 水',
  'TOOTH 12',
  'zz',
]

describe.each(testDatabaseKinds)('searching from the process index (%s)', (kind) => {
  let database: TestDatabase
  const PRODUCTS = 2000
  beforeAll(async () => {
    database = await createIndexedCatalogue(kind, PRODUCTS)
  })
  afterAll(() => database?.dispose())

  const byIlike = (q: string, sort: ProductSort, category?: ProductCategory) =>
    searchedByIlike(database.db, q.split(' '), sort, category)

  /** Every page of a search, each answered by the index. */
  const paged = (q: string, sort: ProductSort, limit: number, category?: ProductCategory) =>
    everyPageFromIndex(
      database.db,
      { q, sort, limit, category, uploadsBaseUrl: '/u' },
      { label: `${q} by ${sort}`, atMost: PRODUCTS },
    )

  it('pages through exactly what ILIKE finds, in every sort, of a category or not', async () => {
    let matched = 0
    for (const q of QUERIES)
      for (const sort of SORTS) {
        const expected = await byIlike(q, sort)
        expect(await paged(q, sort, 40), `${q} by ${sort}`).toEqual(expected)
        matched += expected.length
      }
    for (const q of ['item', '耳机', 'blue 音箱'])
      expect(await paged(q, 'sales', 25, 'food'), `${q} in food`).toEqual(await byIlike(q, 'sales', 'food'))
    expect(matched).toBeGreaterThan(PRODUCTS) // the comparison is not of empty lists
  })

  it('answers as the database alone does, page by page', async () => {
    for (const q of QUERIES)
      for (const sort of SORTS) {
        const parameters = { q, sort, limit: 30, uploadsBaseUrl: '/u' }
        const first = await listProducts(database.db, parameters)
        expect(first, `${q} by ${sort}`).toEqual(await listProducts(database.db, parameters, databasePage))
        if (!first.nextCursor) continue
        const second = { ...parameters, cursor: first.nextCursor }
        expect(await listProducts(database.db, second)).toEqual(
          await listProducts(database.db, second, databasePage),
        )
      }
  })

  it('answers as the table is now after renames, hiding, sales, prices, new and deleted products, before and after it reads them', async () => {
    const change = (statement: string) => database.db.execute(sql.raw(statement))
    const check = async (label: string) => {
      for (const q of ['新品', 'item', '耳机', 'blue', 'renamed', '蓝牙 1'])
        for (const sort of SORTS)
          expect(await paged(q, sort, 20), `${label}: ${q} by ${sort}`).toEqual(await byIlike(q, sort))
    }
    await readSearchIndex(database.db)
    // The first matches of common terms in every sort change, more of them than a page's slack.
    await change(`update products set name_en = 'Renamed ' || id, name_zh = '新品' || id where id % 50 = 3`)
    await change(`update products set listed = not listed where id % 40 = 7`)
    await change(`update products set sales = sales + 100 where id % 30 = 11`)
    await change(`update products set sales = 0 where sales >= 15 and id % 3 = 0`)
    await change(`update products set price = price * 20 where id % 25 = 2`)
    await change(`update products set price = 1 where id % 45 = 4`)
    await change(`update products set category = 'food' where id % 35 = 1`)
    await change(`delete from products where id % 60 = 5`)
    await change(`insert into products (category, name_zh, name_en, price, stock, sales, listed)
      select 'digital', '蓝牙耳机新品' || i, 'Blue renamed item ' || i, i * 1000000000000000000::numeric, 1, i, true
      from generate_series(1, 30) i`)
    await check('before the index read the changes')
    for (const q of ['item', 'blue 音箱'])
      expect(await paged(q, 'sales', 25, 'food'), `${q} in food`).toEqual(await byIlike(q, 'sales', 'food'))
    await readSearchIndex(database.db)
    await check('after')
    const index = await readSearchIndex(database.db)
    // The changes were read into the index: its own matches now hold the renamed and new products.
    const renamed = index.matches(['新品'], 'newest', { limit: 1000 })
    expect(renamed.ids.length).toBe((await byIlike('新品', 'newest')).length)
  })

  it.runIf(kind === 'postgres')(
    'answers a change committed after the index read by a transaction running during it',
    async () => {
      const writer = new pg.Client({ connectionString: database.url })
      await writer.connect()
      try {
        await writer.query('begin')
        await writer.query(`update products set name_en = 'Latecomer ' || id, sales = 4999 where id % 97 = 0`)
        await writer.query(`update products set listed = false where id % 89 = 0`)
        // A later transaction completed: the read's snapshot has its xmax past the writer's, which it
        // lists as running (else the writer's id would be at or past xmax, unseen by that alone).
        await database.db.execute(sql`select pg_current_xact_id()`)
        const { seen } = await readSearchIndex(database.db)
        expect(seen.running.length).toBeGreaterThan(0)
        await writer.query('commit')
      } finally {
        await writer.end()
      }
      for (const q of ['latecomer', 'item', '耳机'])
        for (const sort of SORTS)
          expect(await paged(q, sort, 20), `${q} by ${sort}`).toEqual(await byIlike(q, sort))
      expect((await byIlike('latecomer', 'sales')).length).toBeGreaterThan(0)
    },
  )

  it('keeps none of the rows it was built from in the read that the driver may keep', async () => {
    const fresh = await createTestDatabase(kind)
    try {
      await addWordListProducts(fresh.db, 300)
      const client = (fresh.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
        .$client
      const original = client.query.bind(client)
      const results: { rows: unknown[] }[] = []
      const query = vi.spyOn(client, 'query').mockImplementation(async (...args: unknown[]) => {
        const result = (await original(...args)) as { rows: unknown[] }
        if (JSON.stringify(args).includes('products p order by p.id')) results.push(result)
        return result
      })
      try {
        const index = await readSearchIndex(fresh.db)
        expect(index.ids.length).toBe(300)
        expect(results).toHaveLength(1)
        expect(results[0]?.rows).toEqual([])
      } finally {
        query.mockRestore()
      }
    } finally {
      await fresh.dispose()
    }
  })

  it('leaves a term the database would lower-case differently to the database', async () => {
    expect(indexTerm('TOOTH')).toBe('tooth')
    expect(indexTerm('蓝牙1%')).toBe('蓝牙1%')
    expect(indexTerm('ＢＬＵＥ')).toBeUndefined()
    expect(indexTerm('İ')).toBeUndefined()
    expect(await indexPage(database.db, { q: 'ＢＬＵＥ', sort: 'sales', limit: 20 })).toBeUndefined()
  })
})
