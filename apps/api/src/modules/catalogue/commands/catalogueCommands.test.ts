import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { UsageError } from '../../../platform/ops'
import { lastOperatorAction } from '../../operators/operatorsTesting'
import { STORAGE_KEY_PATTERN } from '../../uploads/uploadsTesting'
import { catalogueProducts, catalogueSkus } from '../tables'
import type { ProductInputJson } from '../productInput'
import { catalogueCommands } from '.'

const commands = new Map(catalogueCommands.map((command) => [command.name, command]))
const UNIT = 10n ** 18n
const PRODUCT: ProductInputJson = {
  category: 'digital',
  name: { zh: '蓝牙耳机', en: 'Bluetooth earbuds' },
  description: { zh: '降噪', en: 'Noise cancelling' },
  images: ['cover.webp'],
  specs: [{ name: { zh: '续航', en: 'Battery' }, value: { zh: '8 小时', en: '8 h' } }],
  optionGroups: [
    {
      name: { zh: '颜色', en: 'Colour' },
      values: [
        { zh: '黑色', en: 'Black' },
        { zh: '白色', en: 'White' },
      ],
    },
  ],
  skus: [
    { code: 'EB-BLK', options: { 颜色: '黑色' }, price: '89.5', stock: 10 },
    { code: 'EB-WHT', options: { 颜色: '白色' }, price: '99', stock: 5 },
  ],
}

describe.each(testDatabaseKinds)('catalogue operator commands (%s)', (kind) => {
  let database: TestDatabase
  const dir = mkdtempSync(join(tmpdir(), 'vita-shop-cmd-'))
  const file = (name: string, content: unknown) => {
    const path = join(dir, name)
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
    return path
  }
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database.dispose()
    rmSync(dir, { recursive: true, force: true })
  })

  const run = (...argv: string[]) => runOpsCommand({ db: database.db, commands, argv, operator: 'alice' })
  const product = async () => (await database.db.select().from(catalogueProducts))[0]
  const lastAction = () => lastOperatorAction(database.db)

  it('shop:product-add adds a product from a JSON file with its SKUs, price and stock in step, audited', async () => {
    const output = await run('shop:product-add', '--file', file('ok.json', PRODUCT), '--reason', 'new line')
    expect(output).toContain('2 SKUs')
    expect(await product()).toMatchObject({
      price: 895n * 10n ** 17n,
      stock: 15,
      listed: true,
      images: ['cover.webp'],
    })
    expect(await lastAction()).toMatchObject({
      action: 'shop:product-add',
      operator: 'alice',
      reason: 'new line',
    })
  })

  it('shop:product-add refuses a bad file, saying where, and adds nothing', async () => {
    const refusals: [unknown, RegExp][] = [
      ['{not json', /JSON/],
      [{ ...PRODUCT, skus: [] }, /skus/],
      [
        { ...PRODUCT, skus: [{ ...PRODUCT.skus[0], options: { 颜色: '红色' } }] },
        /one value of each option group/,
      ],
      [{ ...PRODUCT, skus: [PRODUCT.skus[0], PRODUCT.skus[0]] }, /duplicate SKU code/],
      [{ ...PRODUCT, skus: [{ ...PRODUCT.skus[0], price: '0' }] }, /positive/],
      [{ ...PRODUCT, images: ['cover image.webp'] }, /file name/],
      [{ ...PRODUCT, images: ['../etc/passwd'] }, /uploads directory/],
      [{ ...PRODUCT, category: 'toys' }, /category/],
      [PRODUCT, /already taken/],
    ]
    for (const [content, message] of refusals) {
      const attempt = run('shop:product-add', '--file', file('bad.json', content))
      await expect(attempt).rejects.toThrow(UsageError)
      await expect(attempt).rejects.toThrow(message)
    }
    await expect(run('shop:product-add', '--file', join(dir, 'missing.json'))).rejects.toThrow(UsageError)
    expect(await database.db.select().from(catalogueProducts)).toHaveLength(1)
  })

  it('shop:sku-stock sets or adds stock, never below 0, and the product follows', async () => {
    await run('shop:sku-stock', '--sku', 'EB-BLK', '--set', '3')
    expect((await product())?.stock).toBe(8)
    await run('shop:sku-stock', '--sku', 'EB-WHT', '--add=-5')
    expect((await product())?.stock).toBe(3)
    await expect(run('shop:sku-stock', '--sku', 'EB-WHT', '--add=-1')).rejects.toThrow(/out of 0/)
    await expect(run('shop:sku-stock', '--sku', 'EB-WHT', '--set', '1', '--add', '1')).rejects.toThrow(
      UsageError,
    )
    await expect(run('shop:sku-stock', '--sku', 'EB-WHT', '--set', '1.5')).rejects.toThrow(UsageError)
    await expect(run('shop:sku-stock', '--sku', 'NOPE', '--set', '1')).rejects.toThrow(/no SKU/)
    expect(await lastAction()).toMatchObject({ action: 'shop:sku-stock' })
  })

  it('shop:sku-price changes one SKU and the list price follows the lowest', async () => {
    await run('shop:sku-price', '--sku', 'EB-WHT', '--price', '50')
    expect((await product())?.price).toBe(50n * UNIT)
    await expect(run('shop:sku-price', '--sku', 'EB-WHT', '--price', '0')).rejects.toThrow(UsageError)
    await expect(run('shop:sku-price', '--sku', 'EB-WHT', '--price=-1')).rejects.toThrow(UsageError)
  })

  it('shop:product-update hides, lists, reprices every SKU and changes texts', async () => {
    const uuid = (await product())?.uuid ?? ''
    await run('shop:product-update', '--product', uuid, '--listed', 'false', '--name-en', 'BT earbuds')
    expect(await product()).toMatchObject({ listed: false, nameEn: 'BT earbuds', nameZh: '蓝牙耳机' })
    await run('shop:product-update', '--product', uuid, '--listed', 'true', '--price', '70')
    const skus = await database.db
      .select()
      .from(catalogueSkus)
      .where(eq(catalogueSkus.productId, (await product())?.id ?? 0))
    expect(skus.map((sku) => sku.price)).toEqual([70n * UNIT, 70n * UNIT])
    expect(await product()).toMatchObject({ listed: true, price: 70n * UNIT })
    await expect(run('shop:product-update', '--product', uuid)).rejects.toThrow(/at least one/)
    await expect(run('shop:product-update', '--product', 'nope', '--listed', 'true')).rejects.toThrow(/uuid/)
    await expect(
      run('shop:product-update', '--product', '00000000-0000-4000-8000-000000000000', '--listed', 'true'),
    ).rejects.toThrow(/no product/)
  })

  it('shop:product-add and shop:product-update take image files: checked, re-encoded and stored as uploads are', async () => {
    const uploadsDir = join(dir, 'uploads')
    const withUploads = (...argv: string[]) =>
      runOpsCommand({ db: database.db, commands, argv, operator: 'alice', uploadsDir })
    const picture = (name: string, colour: string) => {
      const path = join(dir, name)
      return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .withExif({ IFD0: { Copyright: 'secret camera owner' } })
        .jpeg()
        .toFile(path)
        .then(() => path)
    }
    await picture('cover.jpg', '#ff0000')
    const extra = await picture('side.jpg', '#00ff00')
    writeFileSync(join(dir, 'fake.png'), 'not a picture')
    const json = file('with-images.json', {
      ...PRODUCT,
      images: ['./cover.jpg', 'existing.webp'],
      skus: PRODUCT.skus.map((sku) => ({ ...sku, code: `IMG-${sku.code}` })),
    })

    // Without the uploads directory, or with a file that is no picture: refused, nothing added.
    await expect(run('shop:product-add', '--file', json)).rejects.toThrow(/uploads directory/)
    await expect(
      withUploads('shop:product-add', '--file', json, '--images', join(dir, 'fake.png')),
    ).rejects.toThrow(/fake\.png: not a still/)
    await expect(withUploads('shop:product-add', '--file', json, '--images', 'missing.jpg')).rejects.toThrow(
      UsageError,
    )
    expect(await database.db.select().from(catalogueProducts)).toHaveLength(1)

    await withUploads('shop:product-add', '--file', json, '--images', extra)
    const [added] = await database.db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.nameEn, PRODUCT.name.en))
      .orderBy(desc(catalogueProducts.id))
      .limit(1)
    const [cover, existing, side] = added?.images ?? []
    expect(cover).toMatch(STORAGE_KEY_PATTERN)
    expect(existing).toBe('existing.webp')
    expect(side).toMatch(STORAGE_KEY_PATTERN)
    expect(side).not.toBe(cover)
    for (const key of [cover, side]) {
      const stored = readFileSync(join(uploadsDir, key ?? ''))
      const metadata = await sharp(stored).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: 40, height: 30 })
      expect(metadata.exif).toBeUndefined()
      expect(stored.includes('secret camera owner')).toBe(false)
    }

    await withUploads(
      'shop:product-update',
      '--product',
      added?.uuid ?? '',
      '--images',
      `${extra},${join(dir, 'cover.jpg')}`,
    )
    const [updated] = await database.db
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, added?.id ?? 0))
    expect(updated?.images).toEqual([side, cover])
    await expect(
      withUploads('shop:product-update', '--product', added?.uuid ?? '', '--images', join(dir, 'fake.png')),
    ).rejects.toThrow(/not a still/)
    await expect(
      withUploads('shop:product-update', '--product', added?.uuid ?? '', '--images', 'a.jpg,,b.jpg'),
    ).rejects.toThrow(/separated by commas/)
    expect(
      (
        await database.db
          .select()
          .from(catalogueProducts)
          .where(eq(catalogueProducts.id, added?.id ?? 0))
      )[0]?.images,
    ).toEqual([side, cover])
  })

  it('shop:products lists products with their SKUs', async () => {
    const output = await run('shop:products')
    expect(output).toContain('BT earbuds')
    expect(output).toContain('EB-BLK 3@70')
    expect(await run('shop:products', '--category', 'food')).toBe('No products.')
    await expect(run('shop:products', '--category', 'toys')).rejects.toThrow(UsageError)
  })
})
