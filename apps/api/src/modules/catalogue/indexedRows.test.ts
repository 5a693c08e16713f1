import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProductSort } from '@vita/shared'
import { testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { createIndexedCatalogue, searchedByIlike } from './catalogueTesting'
import { readIndexedRows, type IndexedRows } from './indexedRows'
import { indexPage } from './indexPage'
import { listProducts, type ListProductsReturnType } from './listProducts'
import { readSearchIndex } from './searchIndex'

const SORTS: ProductSort[] = ['sales', 'priceAsc', 'priceDesc', 'newest']
const QUERIES = ['item', '耳机', 'blue 音箱', 'Sm 1', 'r%p', '蓝牙 水', 'zz', 'e']

describe.each(testDatabaseKinds)('searches reading their rows together (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createIndexedCatalogue(kind, 1500)
  })
  afterAll(() => database?.dispose())

  const client = () =>
    (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const everySearch = QUERIES.flatMap((q) => SORTS.map((sort) => ({ q, sort, limit: 20 })))

  it('read the rows of every search asking in one turn by one statement, each getting its own', async () => {
    const index = await readSearchIndex(database.db)
    const asks = [[1, 2, 3], [3, 4, 900], [], [1400, 2]].map((ids) => ({ ids, seen: index.seen }))
    const alone: IndexedRows[] = []
    for (const ask of asks) alone.push(await readIndexedRows(database.db, ask.ids, ask.seen))
    const query = vi.spyOn(client(), 'query')
    try {
      const together = await Promise.all(asks.map((ask) => readIndexedRows(database.db, ask.ids, ask.seen)))
      expect(query).toHaveBeenCalledTimes(1)
      const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort()
      together.forEach((read, i) => {
        expect(ids(read.rows), `ask ${i}`).toEqual(ids(alone[i]?.rows ?? []))
        expect(read.rows).toEqual(expect.arrayContaining(alone[i]?.rows ?? []))
      })
      expect(ids(together[1]?.rows ?? [])).toEqual(['3', '4', '900'])
    } finally {
      query.mockRestore()
    }
  })

  it('read the rows of more searches asking in one turn by a statement per 12, each getting its own', async () => {
    const index = await readSearchIndex(database.db)
    const asks = Array.from({ length: 30 }, (_, i) => [i + 1, 100 + i, 1400 - i])
    const alone: IndexedRows[] = []
    for (const ids of asks) alone.push(await readIndexedRows(database.db, ids, index.seen))
    const query = vi.spyOn(client(), 'query')
    try {
      const together = await Promise.all(asks.map((ids) => readIndexedRows(database.db, ids, index.seen)))
      expect(query).toHaveBeenCalledTimes(3)
      together.forEach((read, i) => expect(read, `ask ${i}`).toEqual(alone[i]))
    } finally {
      query.mockRestore()
    }
  })

  it('answer concurrent searches as each alone, before and after rows change unseen', async () => {
    const check = async (label: string) => {
      const alone: ListProductsReturnType[] = []
      for (const parameters of everySearch)
        alone.push(await listProducts(database.db, { ...parameters, uploadsBaseUrl: '/u' }))
      const query = vi.spyOn(client(), 'query')
      let together: ListProductsReturnType[]
      try {
        together = await Promise.all(
          everySearch.map((parameters) => listProducts(database.db, { ...parameters, uploadsBaseUrl: '/u' })),
        )
        // Every search from the index (none left to the database), fewer statements than searches.
        expect(query.mock.calls.length, label).toBeLessThan(everySearch.length / 4)
      } finally {
        query.mockRestore()
      }
      expect(together, label).toEqual(alone)
      for (const [i, { q, sort }] of everySearch.entries()) {
        const expected = (await searchedByIlike(database.db, q.split(' '), sort)).slice(0, 20)
        expect(
          together[i]?.items.map((item) => item.id),
          `${label}: ${q} by ${sort}`,
        ).toEqual(expected)
      }
    }
    for (const { q, sort, limit } of everySearch)
      expect(await indexPage(database.db, { q, sort, limit }), q).toBeDefined()
    await check('as read')
    await database.db.execute(
      sql.raw(`update products set name_en = 'Blue renamed ' || id, sales = sales + 50 where id % 7 = 3`),
    )
    await database.db.execute(sql.raw(`update products set listed = false where id % 11 = 4`))
    await check('changed unseen')
  })
})
