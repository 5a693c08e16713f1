import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail, Review } from '@vita/shared/schemas/shop'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { queryRows } from '../../platform/db/sql'
import { testDatabaseKinds } from '../../platform/db/testing'
import { signUpMember, type TestMember } from '../assets/assetsTesting'
import { addTestProduct } from './catalogueTesting'

type ReviewsPage = { items: Review[]; nextCursor: string | null }
const UNIT = 10n ** 18n

describe.each(testDatabaseKinds)('product detail and reviews (%s)', (kind) => {
  let t: TestApp
  let product: Awaited<ReturnType<typeof addTestProduct>>
  let hidden: Awaited<ReturnType<typeof addTestProduct>>
  let alice: TestMember
  const base = '/uploads'
  beforeAll(async () => {
    t = await createTestApp(kind)
    const db = t.database.db
    alice = await signUpMember(t)
    product = await addTestProduct(db, {
      name: { zh: '蓝牙耳机', en: 'Bluetooth earbuds' },
      images: ['cover.webp', 'side.webp'],
      skus: [
        { price: '99', stock: 2, colour: '黑色' },
        { price: '89', stock: 0, colour: '白色' },
      ],
    })
    hidden = await addTestProduct(db, { name: { zh: '旧款', en: 'Old model' }, listed: false })
    // Reviews hang off order lines: one completed order of alice's with five lines, ratings 5,5,4,1,5.
    const [upload] = await queryRows<{ id: string }>(
      db,
      sql`insert into uploads (member_id, storage_key, mime_type, width, height, bytes)
        values (${alice.id}, 'review-1.webp', 'image/webp', 10, 10, 100) returning id::text`,
    )
    const [order] = await queryRows<{ id: number }>(
      db,
      sql`insert into shop_orders (order_no, member_id, status, items_total, shipping_fee, discount, total,
          delivery_method, address, request_key, request_hash, pay_by)
        values ('1001', ${alice.id}, 'completed', 0, 0, 0, 0, 'standard', '{}'::jsonb, 'k', 'h', now())
        returning id::int`,
    )
    for (const [i, rating] of [5, 5, 4, 1, 5].entries()) {
      const [item] = await queryRows<{ id: number }>(
        db,
        sql`insert into shop_order_items (order_id, product_id, sku_id, sku_code, name_zh, name_en, options, unit_price, quantity)
          select ${order?.id}, product_id, id, code, 'n', 'n', options, price, 1 from skus where id = ${product.skuIds[0]}
          returning id::int`,
      )
      await db.execute(sql`insert into reviews (product_id, order_item_id, member_id, rating, content, images)
        values (${product.id}, ${item?.id}, ${alice.id}, ${rating}, ${`review ${i}`},
          ${JSON.stringify(i === 4 ? [upload?.id] : [])}::jsonb)`)
    }
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('answers a listed product with its SKUs, options, specs, images and rating summary', async () => {
    const response = await get(`/app/shop/products/${product.uuid}`)
    expect(response.statusCode).toBe(200)
    const detail = body<ProductDetail>(response).data
    expect(detail).toMatchObject({
      id: product.uuid,
      price: (89n * UNIT).toString(),
      stock: 2,
      image: `${base}/cover.webp`,
      images: [`${base}/cover.webp`, `${base}/side.webp`],
      description: { zh: '蓝牙耳机的介绍', en: 'About Bluetooth earbuds' },
      specs: [{ name: { zh: '重量', en: 'Weight' }, value: { zh: '1 千克', en: '1 kg' } }],
      optionGroups: [
        {
          name: { zh: '颜色', en: 'Colour' },
          values: [
            { zh: '黑色', en: 'en-黑色' },
            { zh: '白色', en: 'en-白色' },
          ],
        },
      ],
      rating: { averageX100: 400, count: 5, byStars: [1, 0, 0, 1, 3] },
    })
    expect(detail.skus).toEqual([
      {
        id: String(product.skuIds[0]),
        code: expect.any(String),
        options: { 颜色: '黑色' },
        optionLabels: [{ name: { zh: '颜色', en: 'Colour' }, value: { zh: '黑色', en: 'en-黑色' } }],
        price: (99n * UNIT).toString(),
        stock: 2,
      },
      {
        id: String(product.skuIds[1]),
        code: expect.any(String),
        options: { 颜色: '白色' },
        optionLabels: [{ name: { zh: '颜色', en: 'Colour' }, value: { zh: '白色', en: 'en-白色' } }],
        price: (89n * UNIT).toString(),
        stock: 0,
      },
    ])
  })

  it('answers 404 for a hidden, unknown or malformed product id', async () => {
    for (const id of [hidden.uuid, '00000000-0000-4000-8000-000000000000', 'abc', '1', "1' or '1'='1"]) {
      for (const suffix of ['', '/reviews']) {
        const response = await get(`/app/shop/products/${encodeURIComponent(id)}${suffix}`)
        expect(response.statusCode, `${id}${suffix}`).toBe(404)
      }
    }
  })

  it('lists reviews newest first with the reviewer masked, options as bought and image URLs', async () => {
    const first = body<ReviewsPage>(await get(`/app/shop/products/${product.uuid}/reviews?limit=2`)).data
    expect(first.items.map((review) => review.content)).toEqual(['review 4', 'review 3'])
    expect(first.items[0]).toMatchObject({
      rating: 5,
      images: [`${base}/review-1.webp`],
      options: { 颜色: '黑色' },
      user: { maskedAddress: `${alice.address.slice(0, 6)}…${alice.address.slice(-4)}` },
    })
    expect(first.items[0]?.user.communityNumber).toMatch(/^C\d+/)
    const rest: string[] = []
    let cursor = first.nextCursor
    while (cursor) {
      const page: ReviewsPage = body<ReviewsPage>(
        await get(`/app/shop/products/${product.uuid}/reviews?limit=2&cursor=${cursor}`),
      ).data
      rest.push(...page.items.map((review) => review.content))
      cursor = page.nextCursor
    }
    expect(rest).toEqual(['review 2', 'review 1', 'review 0'])
  })

  it('filters reviews by stars and refuses a malformed cursor or star count', async () => {
    const fives = body<ReviewsPage>(await get(`/app/shop/products/${product.uuid}/reviews?stars=5`)).data
    expect(fives.items.map((review) => review.content)).toEqual(['review 4', 'review 1', 'review 0'])
    for (const query of ['cursor=abc', 'cursor=0', 'cursor=99999999999999999999', 'stars=6', 'stars=0'])
      expect((await get(`/app/shop/products/${product.uuid}/reviews?${query}`)).statusCode, query).toBe(400)
  })
})
