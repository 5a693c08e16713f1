import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cart } from '@vita/shared/schemas/shop'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { signUpMember, type TestMember } from '../assets/assetsTesting'
import { createProduct, productInputSchema } from '../catalogue'
import { addTestProduct, catalogueProducts, catalogueSkus } from '../catalogue/catalogueTesting'
import { clearOrderedCartLines, loadSelectedCartLines } from './cartLines'

describe.each(testDatabaseKinds)('the cart (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  let phone: Awaited<ReturnType<typeof addTestProduct>>
  let hidden: Awaited<ReturnType<typeof addTestProduct>>
  let kettle: Awaited<ReturnType<typeof addTestProduct>>
  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    phone = await addTestProduct(t.database.db, {
      name: { zh: '手机', en: 'Phone' },
      skus: [
        { price: '499', stock: 5 },
        { price: '599', stock: 0 },
      ],
    })
    hidden = await addTestProduct(t.database.db, { name: { zh: '旧款', en: 'Old' }, listed: false })
    kettle = await addTestProduct(t.database.db, {
      name: { zh: '水壶', en: 'Kettle' },
      skus: [{ price: '19', stock: 9 }],
    })
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    member: TestMember | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/app/shop${url}`,
      headers: { ...(member ? member.auth : {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    })
  const cart = async (member: TestMember = alice) => body<Cart>(await call('GET', '/cart', member)).data
  const add = (skuId: number | string | undefined, quantity: number, member: TestMember = alice) =>
    call('POST', '/cart/items', member, { skuId: String(skuId), quantity })
  const expectRefused = async (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    reason: string,
    member: TestMember = alice,
  ) => {
    const before = await cart(member)
    expect(response.statusCode).toBe(status)
    expect(body(response).data).toMatchObject({ reason })
    expect(await cart(member)).toEqual(before)
  }

  it('needs a token', async () => {
    expect((await call('GET', '/cart', null)).statusCode).toBe(401)
    expect((await call('POST', '/cart/items', null, { skuId: '1', quantity: 1 })).statusCode).toBe(401)
  })

  it('adds a SKU, then adds to its line, and answers the whole cart', async () => {
    const first = body<Cart>(await add(phone.skuIds[0], 2)).data
    expect(first.items).toEqual([
      {
        id: expect.any(String),
        productId: phone.uuid,
        name: { zh: '手机', en: 'Phone' },
        image: null,
        sku: expect.objectContaining({ id: String(phone.skuIds[0]), stock: 5 }),
        quantity: 2,
        selected: true,
        available: true,
      },
    ])
    const second = body<Cart>(await add(phone.skuIds[0], 3)).data
    expect(second.items).toHaveLength(1)
    expect(second.items[0]?.quantity).toBe(5)
  })

  it('never lets the cart hold more of a SKU than its stock', async () => {
    await expectRefused(await add(phone.skuIds[0], 1), 409, 'outOfStock')
    await expectRefused(await add(phone.skuIds[1], 1), 409, 'outOfStock')
    expect(body(await add(phone.skuIds[0], 1)).msg).toBe('Not enough stock')
  })

  it('refuses a hidden product, and an unknown or malformed SKU like a missing one', async () => {
    await expectRefused(await add(hidden.skuIds[0], 1), 409, 'productUnavailable')
    await expectRefused(await add(99_999_999, 1), 404, 'notFound')
    await expectRefused(await add('abc', 1), 404, 'notFound')
    for (const payload of [
      { skuId: '1', quantity: 0 },
      { skuId: '1', quantity: 1000 },
      { skuId: 1, quantity: 1 },
      {},
    ])
      await expectRefused(await call('POST', '/cart/items', alice, payload), 400, 'invalidParams')
  })

  it('changes a line’s quantity within stock and its selection', async () => {
    const id = (await cart()).items[0]?.id
    await expectRefused(await call('PATCH', `/cart/items/${id}`, alice, { quantity: 6 }), 409, 'outOfStock')
    await expectRefused(await call('PATCH', `/cart/items/${id}`, alice, {}), 400, 'invalidParams')
    const changed = body<Cart>(
      await call('PATCH', `/cart/items/${id}`, alice, { quantity: 3, selected: false }),
    ).data
    expect(changed.items[0]).toMatchObject({ quantity: 3, selected: false })
  })

  it('selects and unselects every line at once', async () => {
    await add(kettle.skuIds[0], 1)
    const all = body<Cart>(await call('POST', '/cart/select', alice, { selected: true })).data
    expect(all.items.map((item) => item.selected)).toEqual([true, true])
    const none = body<Cart>(await call('POST', '/cart/select', alice, { selected: false })).data
    expect(none.items.map((item) => item.selected)).toEqual([false, false])
    await call('POST', '/cart/select', alice, { selected: true })
  })

  it('answers 404 for another member’s line, as for a missing one, and changes nothing', async () => {
    const id = (await cart()).items[0]?.id ?? ''
    for (const target of [id, '99999999', 'abc']) {
      await expectRefused(
        await call('PATCH', `/cart/items/${target}`, bob, { quantity: 1 }),
        404,
        'notFound',
        alice,
      )
      await expectRefused(await call('DELETE', `/cart/items/${target}`, bob), 404, 'notFound', alice)
    }
    expect((await cart(bob)).items).toEqual([])
  })

  it('marks lines unavailable when their stock falls below the quantity or the product is hidden', async () => {
    await t.database.db
      .update(catalogueSkus)
      .set({ stock: 2 })
      .where(eq(catalogueSkus.id, phone.skuIds[0] ?? 0))
    await t.database.db
      .update(catalogueProducts)
      .set({ listed: false })
      .where(eq(catalogueProducts.id, kettle.id))
    const items = (await cart()).items
    expect(items.map((item) => [item.name.en, item.available])).toEqual([
      ['Kettle', false],
      ['Phone', false],
    ])
    const phoneLine = items[1]?.id
    await expectRefused(
      await call('PATCH', `/cart/items/${items[0]?.id}`, alice, { quantity: 1 }),
      409,
      'productUnavailable',
    )
    // Lowering the quantity to the stock makes it available again; unselecting a hidden line is allowed.
    expect(
      body<Cart>(await call('PATCH', `/cart/items/${phoneLine}`, alice, { quantity: 2 })).data.items[1]
        ?.available,
    ).toBe(true)
    expect((await call('PATCH', `/cart/items/${items[0]?.id}`, alice, { selected: false })).statusCode).toBe(
      200,
    )
  })

  it('gives the checkout the selected lines and clears what an order bought', async () => {
    const lines = await loadSelectedCartLines(t.database.db, alice.id)
    expect(lines.map((line) => [line.sku.id, line.quantity, line.product.uuid])).toEqual([
      [phone.skuIds[0], 2, phone.uuid],
    ])
    expect(await clearOrderedCartLines(t.database.db, bob.id, [phone.skuIds[0] ?? 0])).toBe(0)
    expect(await clearOrderedCartLines(t.database.db, alice.id, [phone.skuIds[0] ?? 0])).toBe(1)
    expect((await cart()).items.map((item) => item.name.en)).toEqual(['Kettle'])
  })

  it('removes a line', async () => {
    const id = (await cart()).items[0]?.id
    expect(body<Cart>(await call('DELETE', `/cart/items/${id}`, alice)).data.items).toEqual([])
    expect((await call('DELETE', `/cart/items/${id}`, alice)).statusCode).toBe(404)
  })

  it("shows a SKU's options in its product's option-group order, not jsonb's key order", async () => {
    // jsonb orders keys shorter first, then by bytes: 版本 (E7…) before 颜色 (E9…).
    const earphones = await createProduct(
      t.database.db,
      productInputSchema.parse({
        category: 'digital',
        name: { zh: '耳机', en: 'Earphones' },
        optionGroups: [
          { name: { zh: '颜色', en: 'Colour' }, values: [{ zh: '黑', en: 'Black' }] },
          { name: { zh: '版本', en: 'Edition' }, values: [{ zh: '标准', en: 'Standard' }] },
        ],
        skus: [{ code: 'ORDER-BS', options: { 颜色: '黑', 版本: '标准' }, price: '9', stock: 3 }],
      }),
    )
    expect((await add(earphones.skuIds[0], 1, bob)).statusCode).toBe(200)
    const [line] = (await cart(bob)).items
    expect(Object.keys(line?.sku.options ?? {})).toEqual(['颜色', '版本'])
    // Both languages, so English screens read "Black / Standard".
    expect(line?.sku.optionLabels).toEqual([
      { name: { zh: '颜色', en: 'Colour' }, value: { zh: '黑', en: 'Black' } },
      { name: { zh: '版本', en: 'Edition' }, value: { zh: '标准', en: 'Standard' } },
    ])
    const detail = body<{ skus: { options: Record<string, string> }[] }>(
      await call('GET', `/products/${earphones.uuid}`, null),
    ).data
    expect(Object.keys(detail.skus[0]?.options ?? {})).toEqual(['颜色', '版本'])
  })
})
