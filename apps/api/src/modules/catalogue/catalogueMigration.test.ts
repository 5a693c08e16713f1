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
import { listProducts } from './listProducts'

describe('migration 0033: the shop splits into catalogue, cart and checkout, data kept (PGlite)', () => {
  let database: Database
  let folder: string
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, string>>(database.db, query)
  const failure = (query: ReturnType<typeof sql>) =>
    database.db.execute(query).then(
      () => '',
      (reason: unknown) => String((reason as { cause?: unknown }).cause ?? reason),
    )

  beforeAll(async () => {
    database = await createDatabase({})
    folder = migrationsUpTo('0032_solvency_reserves_publication')
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    // A product, its SKU, a cart line, an order of it and units waiting for the sales fold, as the version
    // before wrote them under the shop's names.
    await insertTestMembers(database.db, [1])
    await database.db.execute(sql`insert into shop_products (id, category, name_zh, name_en, price, stock)
      values (7, 'digital', '蓝牙耳机', 'Bluetooth earbuds', 10, 5)`)
    await database.db.execute(sql`insert into shop_skus (id, product_id, code, price, stock)
      values (70, 7, 'EAR-1', 10, 5)`)
    await database.db.execute(
      sql`insert into shop_cart_items (member_id, sku_id, quantity) values (1, 70, 2)`,
    )
    await database.db
      .execute(sql`insert into shop_orders (id, order_no, member_id, status, items_total, shipping_fee,
        discount, total, delivery_method, address, request_key, request_hash, pay_by)
      values (5, '1001', 1, 'pending_shipment', 10, 0, 0, 10, 'standard', '{}'::jsonb, 'k', 'h', now())`)
    await database.db
      .execute(sql`insert into shop_order_items (order_id, product_id, sku_id, sku_code, name_zh, name_en,
        unit_price, quantity) values (5, 7, 70, 'EAR-1', '蓝牙耳机', 'Bluetooth earbuds', 10, 1)`)
    await database.db.execute(
      sql`insert into shop_sales_pending (sku_id, product_id, quantity) values (70, 7, 1)`,
    )
    await migrateDatabase(database)
  })
  afterAll(async () => {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every row under the new names, and the ids go on from their sequences', async () => {
    expect(await rows(sql`select id::text, name_en, stock::text from products`)).toEqual([
      { id: '7', name_en: 'Bluetooth earbuds', stock: '5' },
    ])
    expect(await rows(sql`select id::text, product_id::text, code from skus`)).toEqual([
      { id: '70', product_id: '7', code: 'EAR-1' },
    ])
    expect(await rows(sql`select member_id::text, sku_id::text, quantity::text from cart_items`)).toEqual([
      { member_id: '1', sku_id: '70', quantity: '2' },
    ])
    expect(await rows(sql`select quantity::text from product_sales_pending`)).toEqual([{ quantity: '1' }])
    expect(await rows(sql`select sku_id::text from shop_order_items`)).toEqual([{ sku_id: '70' }])
    const [next] = await rows(sql`insert into skus (product_id, code, price, stock) values (7, 'EAR-2', 10, 1)
      returning (id > 0)::text as ok`)
    expect(next).toEqual({ ok: 'true' })
  })

  it('finds the product by a two-character term and keeps stamping search changes (renamed function)', async () => {
    const before = await rows(sql`select change_xid::text as x from products where id = 7`)
    await database.db.execute(sql`update products set name_en = 'Earbuds' where id = 7`)
    const after = await rows(sql`select change_xid::text as x from products where id = 7`)
    expect(after).not.toEqual(before)
    const page = await listProducts(database.db, { q: '耳机', sort: 'sales', limit: 10, uploadsBaseUrl: '' })
    expect(page.items.map((item) => item.name.en)).toEqual(['Earbuds'])
  })

  it('keeps the old names working for the version before, and the rules under the new names', async () => {
    await database.db.execute(sql`update shop_skus set stock = stock - 1 where id = 70`)
    await database.db.execute(sql`insert into shop_cart_items (member_id, sku_id, quantity) values (1, 70, 1)
      on conflict (member_id, sku_id) do update set quantity = shop_cart_items.quantity + 1`)
    expect(
      await rows(
        sql`select s.stock::text, c.quantity::text from skus s join cart_items c on c.sku_id = s.id`,
      ),
    ).toEqual([{ stock: '4', quantity: '3' }])
    expect(await failure(sql`update skus set stock = -1 where id = 70`)).toContain('skus_stock')
    expect(
      await failure(sql`insert into cart_items (member_id, sku_id, quantity) values (1, 999, 1)`),
    ).toContain('cart_items_sku_id_skus_id_fk')
    expect(
      await rows(sql`select conname::text as name from pg_constraint where confrelid = 'products'::regclass
        order by conname`),
    ).toEqual([
      { name: 'reviews_product_id_products_id_fk' },
      { name: 'shop_order_items_product_id_products_id_fk' },
      { name: 'skus_product_id_products_id_fk' },
    ])
  })
})
