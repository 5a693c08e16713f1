import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Envelope, ProductSort } from '@vita/shared'
import type { ProductCard } from '@vita/shared/schemas/shop'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { catalogueProducts } from './tables'
import { addTestProduct } from './catalogueTesting'

type Page = { items: ProductCard[]; nextCursor: string | null }
const UNIT = 10n ** 18n

describe.each(testDatabaseKinds)('the product list (%s)', (kind) => {
  let t: TestApp
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(kind)
    const db = t.database.db
    const named = async (key: string, product: Parameters<typeof addTestProduct>[1]) => {
      ids[key] = (await addTestProduct(db, product)).uuid
    }
    await named('earbuds', {
      name: { zh: '蓝牙降噪耳机', en: 'Bluetooth earbuds' },
      sales: 50,
      skus: [
        { price: '89', stock: 3 },
        { price: '99.5', stock: 4 },
      ],
    })
    await named('speaker', {
      name: { zh: '蓝牙音箱', en: 'Blue speaker' },
      sales: 50,
      images: ['speaker.webp', 'speaker-side.webp'],
      skus: [{ price: '49', stock: 1 }],
    })
    await named('fryer', { category: 'appliances', name: { zh: '空气炸锅', en: 'Air fryer' }, sales: 10 })
    await named('jerky', {
      category: 'food',
      name: { zh: '牛肉干', en: 'Beef jerky 100%_natural' },
      sales: 200,
    })
    await named('hidden', { name: { zh: '蓝牙键盘', en: 'Bluetooth keyboard' }, sales: 999, listed: false })
    // Many ties on sales and price, so every sort's tie-breaker is exercised across page ends.
    for (let i = 0; i < 21; i++)
      await addTestProduct(db, {
        category: (['digital', 'appliances', 'food'] as const)[i % 3],
        name: { zh: `商品${i}`, en: `Item ${i}` },
        sales: i % 4,
        skus: [{ price: String((i % 5) + 1), stock: i }],
      })
  })
  afterAll(() => t.close())

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/app/shop/products?${query}` })
    return {
      status: response.statusCode,
      page: body<Page>(response).data,
      envelope: body(response) as Envelope<unknown>,
    }
  }
  const names = (page: Page) => page.items.map((item) => item.name.en).sort()

  it('finds partial words of the zh and en names, any case, hidden products never', async () => {
    expect(names((await list(`q=${encodeURIComponent('蓝牙')}`)).page)).toEqual([
      'Blue speaker',
      'Bluetooth earbuds',
    ])
    expect(names((await list('q=blue')).page)).toEqual(['Blue speaker', 'Bluetooth earbuds'])
    expect(names((await list('q=BLUE')).page)).toEqual(['Blue speaker', 'Bluetooth earbuds'])
    expect(names((await list('q=ooth')).page)).toEqual(['Bluetooth earbuds'])
    expect(names((await list(`q=${encodeURIComponent('炸')}`)).page)).toEqual(['Air fryer'])
    expect(names((await list(`q=${encodeURIComponent('耳机 blue')}`)).page)).toEqual(['Bluetooth earbuds'])
    expect(names((await list(`q=${encodeURIComponent('耳机 fryer')}`)).page)).toEqual([])
  })

  it('takes LIKE wildcards typed in the search literally', async () => {
    expect(names((await list(`q=${encodeURIComponent('%_n')}`)).page)).toEqual(['Beef jerky 100%_natural'])
    expect(names((await list(`q=${encodeURIComponent('y%')}`)).page)).toEqual([])
    expect(names((await list('q=_')).page)).toEqual(['Beef jerky 100%_natural'])
  })

  it('filters by category', async () => {
    const { page } = await list('category=appliances&limit=50')
    expect(page.items).toHaveLength(8)
    expect(page.items.every((item) => item.category === 'appliances')).toBe(true)
    expect(page.nextCursor).toBeNull()
  })

  it('shows a card with the lowest SKU price and the stock of all SKUs', async () => {
    const card = (await list('q=earbuds')).page.items[0]
    expect(card).toEqual({
      id: ids.earbuds,
      category: 'digital',
      name: { zh: '蓝牙降噪耳机', en: 'Bluetooth earbuds' },
      image: null,
      price: (89n * UNIT).toString(),
      stock: 7,
      sales: 50,
    })
  })

  it("shows a card's first image as its cover, under UPLOADS_BASE_URL", async () => {
    const [card] = (await list('q=speaker')).page.items
    expect(card?.image).toBe('/uploads/speaker.webp')
  })

  const orders: Record<
    ProductSort,
    (a: typeof catalogueProducts.$inferSelect, b: typeof catalogueProducts.$inferSelect) => number
  > = {
    sales: (a, b) => b.sales - a.sales || b.id - a.id,
    priceAsc: (a, b) => (a.price === b.price ? a.id - b.id : a.price < b.price ? -1 : 1),
    priceDesc: (a, b) => (a.price === b.price ? b.id - a.id : a.price > b.price ? -1 : 1),
    newest: (a, b) => b.id - a.id,
  }
  it.each(Object.keys(orders) as ProductSort[])(
    'pages through sort %s without duplicates or gaps',
    async (sort) => {
      for (const filter of ['', '&category=food', `&q=${encodeURIComponent('商品1')}`]) {
        const rows = await t.database.db
          .select()
          .from(catalogueProducts)
          .where(eq(catalogueProducts.listed, true))
        const expected = rows
          .filter((row) => (filter === '&category=food' ? row.category === 'food' : true))
          .filter((row) => (filter.startsWith('&q') ? row.nameZh.includes('商品1') : true))
          .sort(orders[sort])
          .map((row) => row.uuid)
        const seen: string[] = []
        let cursor: string | null = null
        let pages = 0
        do {
          const { status, page }: { status: number; page: Page } = await list(
            `sort=${sort}&limit=4${filter}${cursor ? `&cursor=${cursor}` : ''}`,
          )
          expect(status).toBe(200)
          seen.push(...page.items.map((item) => item.id))
          cursor = page.nextCursor
          pages++
        } while (cursor !== null && pages < 50)
        expect(seen).toEqual(expected)
      }
    },
  )

  it('refuses a malformed cursor or one of another sort with 400, never a 500', async () => {
    const first = (await list('sort=priceAsc&limit=2')).page
    const cursor = first.nextCursor ?? ''
    expect((await list(`sort=priceAsc&limit=2&cursor=${cursor}`)).status).toBe(200)
    const refused = [
      `sort=priceDesc&cursor=${cursor}`,
      'cursor=abc',
      `cursor=${Buffer.from('s.99999999999.1').toString('base64url')}`,
      `cursor=${Buffer.from('s.1.99999999999999999999').toString('base64url')}`,
      `cursor=${Buffer.from('s.-1.1').toString('base64url')}`,
      `cursor=${encodeURIComponent(`${cursor}=`)}`,
      `cursor=${'A'.repeat(201)}`,
    ]
    for (const query of refused) {
      const { status, envelope } = await list(query)
      expect(status, query).toBe(400)
      expect(envelope.code).toBe(7)
    }
  })

  it('lets a shared cache keep a page a few seconds and answers 304 to the ETag it sent; never an error', async () => {
    const url = '/app/shop/products?sort=sales&limit=3'
    const first = await t.app.inject({ method: 'GET', url })
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5')
    expect(first.headers.vary).toContain('accept-language')
    const tag = first.headers.etag
    expect(tag).toMatch(/^W\/"/)
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(tag) } })
    expect([again.statusCode, again.body]).toEqual([304, ''])
    // Another page has another tag; a refused cursor is not cacheable.
    const other = await t.app.inject({ method: 'GET', url: '/app/shop/products?sort=newest&limit=3' })
    expect(other.headers.etag).not.toBe(tag)
    const refused = await t.app.inject({ method: 'GET', url: '/app/shop/products?cursor=abc' })
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['cache-control']).toBeUndefined()
  })

  it('refuses an unknown sort, category or a limit past the cap', async () => {
    for (const query of ['sort=rating', 'category=toys', 'limit=51', 'limit=0', 'q=%00'])
      expect((await list(query)).status, query).toBe(400)
  })
})
