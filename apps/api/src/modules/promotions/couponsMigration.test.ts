import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type Database } from '../../platform/db/client'
import { migrateDatabase } from '../../platform/db/migrate'
import { migrationsUpTo } from '../../platform/db/migrationTesting'
import { queryRows } from '../../platform/db/sql'

describe('migration 0030: the shop coupons table becomes the promotions module, data kept (PGlite)', () => {
  let database: Database
  let folder: string
  const rows = (query: ReturnType<typeof sql>) => queryRows<Record<string, string>>(database.db, query)

  beforeAll(async () => {
    database = await createDatabase({})
    folder = migrationsUpTo('0029_reviews_module')
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    await database.db.execute(sql`insert into shop_coupons (code, kind, value, max_uses, used, expires_at)
      values ('SAVE10', 'percent', 1000, 5, 2, '2027-01-01T00:00:00Z')`)
    await migrateDatabase(database)
  })
  afterAll(async () => {
    await database.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every coupon under the new name, with its uses counted', async () => {
    expect(await rows(sql`select code, value::text, used::text from coupons`)).toEqual([
      { code: 'SAVE10', value: '1000', used: '2' },
    ])
  })

  it('keeps the old name working for the version before, and the rules under the new names', async () => {
    await database.db.execute(sql`update shop_coupons set used = used + 1 where code = 'SAVE10'`)
    expect(await rows(sql`select used::text from coupons`)).toEqual([{ used: '3' }])
    const refused = await database.db.execute(sql`update coupons set used = 6 where code = 'SAVE10'`).then(
      () => '',
      (reason: unknown) => String((reason as { cause?: unknown }).cause ?? reason),
    )
    expect(refused).toContain('coupons_used')
    expect(
      await rows(sql`select conname::text as name from pg_constraint where confrelid = 'coupons'::regclass
        order by conname`),
    ).toEqual([
      { name: 'shop_coupon_uses_coupon_code_coupons_code_fk' },
      { name: 'shop_orders_coupon_code_coupons_code_fk' },
    ])
  })
})
