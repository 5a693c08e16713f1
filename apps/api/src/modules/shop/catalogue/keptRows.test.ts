import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../../../platform/db/sql'
import { testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { createIndexedCatalogue } from './catalogueTesting'
import { KeptRows, keptRowsOf, ROW_TRUSTED_MS } from './keptRows'
import { listProducts, type ListProductsParameters } from './listProducts'
import { readSearchIndex } from './searchIndex'

describe('kept rows', () => {
  it('drop the least recently asked for past their capacity', () => {
    const kept = new KeptRows<string>(3)
    for (const id of [1, 2, 3]) kept.set(id, `row ${id}`, '10', 0)
    expect(kept.get(1, 0)?.row).toBe('row 1')
    kept.set(4, 'row 4', '11', 0)
    expect(kept.size).toBe(3)
    expect(kept.get(2, 0)).toBeUndefined()
    expect([1, 3, 4].map((id) => kept.get(id, 0)?.row)).toEqual(['row 1', 'row 3', 'row 4'])
  })

  it('trust a row for ROW_TRUSTED_MS after it was read, then forget it', () => {
    const kept = new KeptRows<string>()
    kept.set(1, 'row 1', '10', 1000)
    expect(kept.get(1, 1000 + ROW_TRUSTED_MS)?.version).toBe('10')
    expect(kept.get(1, 1001 + ROW_TRUSTED_MS)).toBeUndefined()
    expect(kept.size).toBe(0)
  })

  it('forget a row only if the one kept is still the one dropped', () => {
    const kept = new KeptRows<string>()
    kept.set(1, 'old', '10', 0)
    const old = kept.get(1, 0)
    if (!old) throw new Error('not kept')
    kept.set(1, 'new', '11', 0)
    kept.drop(1, old)
    expect(kept.get(1, 0)?.row).toBe('new')
    kept.drop(1, kept.get(1, 0) ?? old)
    expect(kept.get(1, 0)).toBeUndefined()
  })
})

describe.each(testDatabaseKinds)('pages from the index with the rows kept (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createIndexedCatalogue(kind, 300)
  })
  afterAll(() => database?.dispose())
  afterEach(() => vi.useRealTimers())

  const parameters: ListProductsParameters = { sort: 'sales', limit: 20, uploadsBaseUrl: '/u' }
  const fromDatabase = () => listProducts(database.db, parameters, { fromIndex: false })
  const client = () =>
    (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  /** The rows shop_products_from_index_since returned to the pages read by `read`. */
  async function rowsReturned<T>(read: () => Promise<T>): Promise<{ result: T; rows: number }> {
    const query = vi.spyOn(client(), 'query')
    try {
      const result = await read()
      let rows = 0
      for (const [i, call] of query.mock.calls.entries()) {
        if (!JSON.stringify(call).includes('shop_products_from_index_since(')) continue
        rows += ((await query.mock.results[i]?.value) as { rows: unknown[] }).rows.length
      }
      return { result, rows }
    } finally {
      query.mockRestore()
    }
  }
  const idOf = async (uuid: string) =>
    (
      await queryRows<{ id: string }>(
        database.db,
        sql`select id::text as id from shop_products where uuid = ${uuid}`,
      )
    )[0]?.id

  it('reads a page read before without a row from the database, with the same cards', async () => {
    await readSearchIndex(database.db)
    const first = await listProducts(database.db, parameters)
    const again = await rowsReturned(() => listProducts(database.db, parameters))
    expect(again.rows).toBe(0)
    expect(again.result).toEqual(first)
    again.result.items.forEach((card, i) => expect(card).toEqual(first.items[i]))
    expect(keptRowsOf(database.db).size).toBeGreaterThanOrEqual(21)
  })

  it('reads again a row whose stock changed (no change a search sees) and only it', async () => {
    await readSearchIndex(database.db)
    const first = await listProducts(database.db, parameters)
    const changed = first.items[3]
    if (!changed) throw new Error('a short page')
    await database.db.execute(
      sql`update shop_products set stock = stock + 7 where uuid = ${changed.id}::uuid`,
    )
    const again = await rowsReturned(() => listProducts(database.db, parameters))
    expect(again.rows).toBe(1)
    expect(again.result.items[3]?.stock).toBe(changed.stock + 7)
    expect(again.result).toEqual(await fromDatabase())
    again.result.items.forEach((card, i) => {
      if (i !== 3) expect(card).toEqual(first.items[i])
    })
  })

  it('leaves out a row deleted or renamed since it was kept, as the database does', async () => {
    await readSearchIndex(database.db)
    const first = await listProducts(database.db, parameters)
    const [, deleted, , renamed] = first.items
    if (!deleted || !renamed) throw new Error('a short page')
    const renamedId = await idOf(renamed.id)
    await database.db.execute(sql`delete from shop_products where uuid = ${deleted.id}::uuid`)
    await database.db.execute(
      sql`update shop_products set name_en = 'Renamed ' || id, listed = false where uuid = ${renamed.id}::uuid`,
    )
    const again = await listProducts(database.db, parameters)
    expect(again).toEqual(await fromDatabase())
    expect(again.items.map((card) => card.id)).not.toContain(deleted.id)
    expect(again.items.map((card) => card.id)).not.toContain(renamed.id)
    expect(keptRowsOf(database.db).get(Number(renamedId), Date.now())).toBeUndefined()
  })

  it('reads a kept row whole again once it has been kept ROW_TRUSTED_MS', async () => {
    await readSearchIndex(database.db)
    const first = await listProducts(database.db, parameters)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + ROW_TRUSTED_MS + 1)
    const again = await rowsReturned(() => listProducts(database.db, parameters))
    expect(again.rows).toBe(parameters.limit + 1)
    expect(again.result).toEqual(first)
    expect(again.result.items[0]).not.toBe(first.items[0])
  })
})
