import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { queryRows } from '../../platform/db/sql'
import { databasePage, productListQuery } from './databasePage'
import { listPage, listProducts } from './listProducts'
import { readSearchIndex } from './searchIndex'

const ZH = ['蓝牙', '无线', '智能', '便携', '耳塞', '迷你']
const THINGS = ['耳机', '音箱', '手表', '键盘', '水壶', '饼干', '咖啡']
const EN = ['Bluetooth', 'Wireless', 'SMART', 'Portable', 'Mini', 'Ear%plug', 'Slim_line']
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`

// Terms of one and two characters (code points): zh, en in any case, LIKE's own characters, none.
const SHORT = ['耳机', '耳', '机', '牙耳', '塞', 'a', 'Bl', 'oo', 'RT', '%', '_l', 'e%', 'zz', '空', '😀']

describe.each(testDatabaseKinds)('searching one or two characters (%s)', (kind) => {
  let database: TestDatabase
  const PRODUCTS = kind === 'postgres' ? 20_000 : 2_000
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    // Names from word lists (a tenth hidden); `耳塞` is rare: in 1 name of 500.
    await database.db.execute(
      sql.raw(`insert into products (category, name_zh, name_en, price, stock, sales, listed)
        select 'digital',
          case when i % 500 = 0 then '耳塞' else (${sqlArray(ZH.filter((w) => w !== '耳塞'))})[1 + i % 5] end
            || (${sqlArray(THINGS)})[1 + (i / 7) % ${THINGS.length}] || i,
          (${sqlArray(EN)})[1 + i % ${EN.length}] || ' item ' || i,
          1000000000000000000, 5, i % 97, i % 10 <> 0
        from generate_series(1, ${PRODUCTS}) i`),
    )
    await database.db.execute(sql`analyze products`)
    await readSearchIndex(database.db)
  })
  afterAll(() => database?.dispose())

  /** Every listed product whose zh name (ILIKE) or en name (lower LIKE) holds every term: the old match. */
  const byIlike = async (terms: string[]) => {
    const escaped = (t: string) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select id::text from products where listed ${sql.join(
        terms.map((t) => sql` and (name_zh ilike ${escaped(t)} or lower(name_en) like lower(${escaped(t)}))`),
        sql``,
      )} order by id`,
    )
    return rows.map((row) => Number(row.id))
  }
  const bySearch = async (q: string, fromIndex: boolean) => {
    const found = await listProducts(
      database.db,
      {
        q,
        sort: 'newest',
        limit: PRODUCTS,
        uploadsBaseUrl: '/uploads',
      },
      fromIndex ? listPage : databasePage,
    )
    const uuids = found.items.map((item) => item.id)
    if (uuids.length === 0) return []
    const rows = await queryRows<{ id: string }>(
      database.db,
      sql`select id::text from products where uuid::text in (${sql.join(
        uuids.map((u) => sql`${u}`),
        sql`, `,
      )}) order by id`,
    )
    return rows.map((row) => Number(row.id))
  }

  it('finds exactly what ILIKE finds, for every term of one or two characters and mixed terms', async () => {
    let matched = 0
    for (const q of [...SHORT, '蓝 机', 'sm 耳', 'oo item', '耳塞 a']) {
      const expected = await byIlike(q.split(' '))
      expect(await bySearch(q, false), q).toEqual(expected)
      expect(await bySearch(q, true), `${q} from the index`).toEqual(expected)
      matched += expected.length
    }
    expect(matched).toBeGreaterThan(PRODUCTS) // the terms do match: the comparison is not of empty lists
  })

  it.runIf(kind === 'postgres')('answers a two-character term from the gram index (EXPLAIN)', async () => {
    const query = productListQuery({ q: '耳塞', sort: 'sales', limit: 20 })
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.text}`, query.values)
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).toContain('products_name_grams')
      expect(text).not.toMatch(/Seq Scan on products/)
    } finally {
      await client.end()
    }
  })
})
