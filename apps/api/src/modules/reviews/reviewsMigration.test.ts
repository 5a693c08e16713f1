import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../../platform/db/client'
import { migrateDatabase } from '../../platform/db/migrate'
import { migrationsUpTo } from '../../platform/db/migrationTesting'
import { queryRows } from '../../platform/db/sql'
import { insertTestMembers } from '../members/membersTesting'

describe('migration 0029: the shop reviews table becomes the reviews module, data kept (PGlite)', () => {
  let database: Database
  let folder: string
  let productId: number
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, string>>(database.db, query)
  const orderLine = async () => {
    const [line] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into shop_order_items (order_id, product_id, sku_id, sku_code, name_zh, name_en, options,
          unit_price, quantity)
        select o.id, s.product_id, s.id, s.code, 'n', 'n', s.options, s.price, 1
        from shop_orders o, shop_skus s where s.product_id = ${productId} limit 1
        returning id::int`,
    )
    return line?.id
  }

  beforeAll(async () => {
    database = await createDatabase({})
    folder = migrationsUpTo('0028_cards_module')
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    // A review as the version before wrote it, on a completed order's line.
    await insertTestMembers(database.db, [1])
    // The product and its SKU as the version before wrote them (its tables' names then).
    const [product] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into shop_products (category, name_zh, name_en, price, stock)
        values ('digital', '耳机', 'Earbuds', 10, 5) returning id::int`,
    )
    productId = product?.id ?? 0
    await database.db.execute(sql`insert into shop_skus (product_id, code, price, stock)
      values (${productId}, 'SKU-1', 10, 5)`)
    await database.db
      .execute(sql`insert into shop_orders (order_no, member_id, status, items_total, shipping_fee,
        discount, total, delivery_method, address, request_key, request_hash, pay_by)
      values ('1001', 1, 'completed', 0, 0, 0, 0, 'standard', '{}'::jsonb, 'k', 'h', now())`)
    const line = await orderLine()
    await database.db
      .execute(sql`insert into shop_reviews (id, product_id, order_item_id, member_id, rating, content)
      values (7, ${productId}, ${line}, 1, 4, 'good')`)
    await migrateDatabase(database)
  })
  afterAll(async () => {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every review under the new name', async () => {
    expect(await rows(sql`select id::text, rating::text, content from reviews`)).toEqual([
      { id: '7', rating: '4', content: 'good' },
    ])
  })

  it('keeps the old name working for the version before, and the rules under the new names', async () => {
    const line = await orderLine()
    await database.db
      .execute(sql`insert into shop_reviews (product_id, order_item_id, member_id, rating, content)
      values (${productId}, ${line}, 1, 5, 'again')`)
    expect(await rows(sql`select count(*)::text as n from reviews`)).toEqual([{ n: '2' }])
    const refused = await database.db
      .execute(
        sql`insert into reviews (product_id, order_item_id, member_id, rating, content)
        values (${productId}, ${line}, 1, 6, 'twice')`,
      )
      .then(
        () => '',
        (reason: unknown) => String((reason as { cause?: unknown }).cause ?? reason),
      )
    expect(refused).toMatch(/reviews_rating|reviews_order_item_id_unique/)
  })
})
