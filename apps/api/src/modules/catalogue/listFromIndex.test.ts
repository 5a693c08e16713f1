import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProductCategory, ProductSort } from '@vita/shared'
import { testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { createIndexedCatalogue, everyPageFromIndex, searchedByIlike } from './catalogueTesting'
import { databasePage } from './databasePage'
import { listProducts } from './listProducts'
import { readSearchIndex } from './searchIndex'

const SORTS: ProductSort[] = ['sales', 'priceAsc', 'priceDesc', 'newest']
const CATEGORIES: (ProductCategory | undefined)[] = [undefined, 'digital', 'food']

describe.each(testDatabaseKinds)('the product list from the process index (%s)', (kind) => {
  let database: TestDatabase
  const PRODUCTS = 1200
  beforeAll(async () => {
    database = await createIndexedCatalogue(kind, PRODUCTS)
  })
  afterAll(() => database?.dispose())

  /** Every page of the list from the index, each equal to the database's own answer to the same request. */
  const paged = (sort: ProductSort, limit: number, category?: ProductCategory) =>
    everyPageFromIndex(
      database.db,
      { sort, limit, category, uploadsBaseUrl: '/u' },
      {
        label: `${sort} of ${category}`,
        atMost: PRODUCTS + 30,
        eachPage: async (page, asked) =>
          expect(page, `${sort} ${category} after ${asked.cursor}`).toEqual(
            await listProducts(database.db, asked, databasePage),
          ),
      },
    )

  const check = async (label: string) => {
    for (const category of CATEGORIES)
      for (const sort of SORTS) {
        const expected = await searchedByIlike(database.db, [], sort, category)
        expect(expected.length).toBeGreaterThan(100)
        expect(await paged(sort, 50, category), `${label}: ${sort} of ${category}`).toEqual(expected)
      }
  }

  it('pages through every listed product in every sort, of a category or not, as the database does', async () => {
    await check('as read')
  })

  it('answers a page whose rows changed unseen but stay before the last the index gave by one read', async () => {
    await readSearchIndex(database.db)
    await database.db.execute(
      sql.raw(`update products set sales = sales + 1 where id in
        (select id from products where listed order by sales desc, id desc limit 12)`),
    )
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
    const query = vi.spyOn(client, 'query')
    const parameters = { sort: 'sales' as const, limit: 20, uploadsBaseUrl: '/u' }
    try {
      const page = await listProducts(database.db, parameters)
      const reads = query.mock.calls.filter((call) => JSON.stringify(call).includes('products_by_index'))
      expect(reads).toHaveLength(1)
      expect(page).toEqual(await listProducts(database.db, parameters, databasePage))
    } finally {
      query.mockRestore()
    }
  })

  it('shows the stock a row has now, a change the index does not see', async () => {
    await readSearchIndex(database.db)
    const parameters = { sort: 'sales' as const, limit: 20, uploadsBaseUrl: '/u' }
    const first = await listProducts(database.db, parameters)
    const changed = first.items[3]
    if (!changed) throw new Error('a short page')
    await database.db.execute(sql`update products set stock = stock + 7 where uuid = ${changed.id}::uuid`)
    const again = await listProducts(database.db, parameters)
    expect(again.items[3]?.stock).toBe(changed.stock + 7)
    expect(again).toEqual(await listProducts(database.db, parameters, databasePage))
  })

  it('answers as the table is now after hiding, sales, prices, categories, new and deleted products', async () => {
    await readSearchIndex(database.db)
    const change = (statement: string) => database.db.execute(sql.raw(statement))
    await change(`update products set listed = not listed where id % 40 = 7`)
    await change(`update products set sales = sales + 100 where id % 30 = 11`)
    await change(`update products set price = price * 20 where id % 25 = 2`)
    await change(`update products set category = 'food' where id % 35 = 1`)
    await change(`delete from products where id % 60 = 5`)
    await change(`insert into products (category, name_zh, name_en, price, stock, sales, listed)
      select 'digital', '新品' || i, 'New ' || i, i * 1000000000000000000::numeric, 1, i, true
      from generate_series(1, 30) i`)
    await check('before the index read the changes')
    await readSearchIndex(database.db)
    await check('after')
  })
})
