import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '@vita/shared'
import { createTestDatabase, queryRows, type TestDatabase } from '@vita/api/testing'
import { demoCatalogue } from './demoCatalogue'
import { DEMO_IMAGE_SIZE } from './demoImages'
import { seedDemoCatalogue } from './seedDemoCatalogue'

describe('the demo catalogue', () => {
  it('holds at least 60 valid products in every category, 1–3 option groups each, distinct names', () => {
    const entries = demoCatalogue()
    expect(entries.length).toBeGreaterThanOrEqual(60)
    for (const category of PRODUCT_CATEGORIES)
      expect(entries.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(20)
    for (const { input } of entries) {
      expect(input.optionGroups.length).toBeGreaterThanOrEqual(1)
      expect(input.optionGroups.length).toBeLessThanOrEqual(3)
      expect(input.skus.length).toBe(input.optionGroups.reduce((n, group) => n * group.values.length, 1))
    }
    expect(new Set(entries.map((entry) => entry.input.name.zh)).size).toBe(entries.length)
    expect(new Set(entries.map((entry) => entry.input.name.en)).size).toBe(entries.length)
    expect(demoCatalogue()).toEqual(entries)
  })
})

describe('seeding the demo catalogue (pglite)', () => {
  let database: TestDatabase
  const uploadsDir = join(mkdtempSync(join(tmpdir(), 'vita-shop-demo-')), 'uploads')
  beforeAll(async () => {
    database = await createTestDatabase('pglite')
  })
  afterAll(async () => {
    await database.dispose()
    rmSync(join(uploadsDir, '..'), { recursive: true, force: true })
  })

  it('adds the products with pictures in the uploads directory, once', async () => {
    const added = await seedDemoCatalogue(database.db, { uploadsDir })
    expect(added).toBe(demoCatalogue().length)
    const products = await catalogue(database)
    expect(products).toHaveLength(added)
    for (const product of products) {
      // A product's price is its cheapest SKU's, its stock the SKUs' sum.
      expect(product.totalsAgree).toBe(true)
      expect(product.images).toHaveLength(2)
    }
    const files = readdirSync(uploadsDir)
    expect(files.every((name) => /^[0-9a-f]{64}\.webp$/.test(name))).toBe(true)
    expect(new Set(products.flatMap((product) => product.images))).toEqual(new Set(files))
    const meta = await sharp(join(uploadsDir, files[0] ?? '')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', DEMO_IMAGE_SIZE, DEMO_IMAGE_SIZE])

    expect(await seedDemoCatalogue(database.db, { uploadsDir })).toBe(0)
    expect(await catalogue(database)).toHaveLength(added)
  }, 120_000)
})

/** Every product with its pictures, and whether its price and stock agree with its SKUs'. */
async function catalogue(database: TestDatabase) {
  const rows = await queryRows<{ images: string; totalsAgree: boolean | null }>(
    database.db,
    sql`select p.images::text as images, (p.price = s.price and p.stock = s.stock) as "totalsAgree"
      from products p
      left join (select product_id, min(price) as price, sum(stock)::int as stock from skus
        group by product_id) s on s.product_id = p.id`,
  )
  return rows.map((row) => ({ images: JSON.parse(row.images) as string[], totalsAgree: row.totalsAgree }))
}
