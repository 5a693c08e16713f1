import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PrivateKeyAccount } from 'viem/accounts'
import { DEFAULT_CLUB_RULES, deliveryLine, shopPaymentStepUp } from '@vita/shared'
import type { CheckoutQuote, ShopOrder, ShopOrderDetail } from '@vita/shared/schemas/shop'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { fund, signUpMember, type TestMember } from '../assets/assetsTesting'
import { createCardService } from '../cards'
import { seedOrder, signedInTest } from '../club/clubTesting'
import { setOldCardSecret } from '../cards/cardsTesting'
import { getAccountBalances } from '../ledger'
import { ledgerSnapshot } from '../ledger/ledgerTesting'
import { shopOrders } from './tables'
import { foldSalesCounters } from '../catalogue'
import { catalogueProducts, catalogueSkus } from '../catalogue/catalogueTesting'
import { orderCommands } from './commands'
import { promotionsModule } from '../promotions'
import { expireUnpaidOrders } from './expireUnpaidOrders'
import { buyNow, postAs, seedAddress, seedSku, seedUpload, UNIT } from './checkoutTesting'

/**
 * A payment body with the member's step-up signature over `order` (shopPaymentStepUp), as the web app
 * sends it for an order at or above SHOP_STEP_UP_THRESHOLD; `sign` may be another wallet's.
 */
async function signedPayment(
  order: Pick<ShopOrder, 'orderNo' | 'total' | 'address'>,
  payload: object,
  requestKey: string,
  sign: PrivateKeyAccount,
  now: Date,
): Promise<object> {
  const expiry = Math.floor(now.getTime() / 1000) + 300
  const typed = shopPaymentStepUp(TEST_CHAIN_ID, TEST_DEPLOYMENT.contracts.order ?? '0x', {
    orderNo: order.orderNo,
    amount: BigInt(order.total),
    deliverTo: deliveryLine(order.address),
    idempotencyKey: requestKey,
    expiry: BigInt(expiry),
  })
  return { ...payload, signature: await sign.signTypedData(typed), expiry }
}

const commands = new Map(
  [...orderCommands, ...(promotionsModule.opsCommands ?? [])].map((command) => [command.name, command]),
)

describe.each(testDatabaseKinds)('marketplace order routes (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  let aliceAddress: string
  let bobAddress: string
  beforeAll(async () => {
    t = await createTestApp(kind, { deployment: TEST_DEPLOYMENT })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    aliceAddress = await seedAddress(t.database.db, alice.id)
    bobAddress = await seedAddress(t.database.db, bob.id)
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const get = (url: string, member: TestMember | null = alice) =>
    t.app.inject({ method: 'GET', url, headers: member ? member.auth : {} })
  const reason = (response: { json: () => unknown }) =>
    (response.json() as { data?: { reason?: string } | null }).data?.reason
  const stockOf = async (skuId: number) =>
    (
      await db().select({ stock: catalogueSkus.stock }).from(catalogueSkus).where(eq(catalogueSkus.id, skuId))
    )[0]?.stock
  /** The sales counters of a SKU and of its product, once the job has folded what is pending. */
  const salesOf = async (skuId: number) => {
    await foldSalesCounters(db())
    const [row] = await db()
      .select({ sku: catalogueSkus.sales, product: catalogueProducts.sales })
      .from(catalogueSkus)
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueSkus.productId))
      .where(eq(catalogueSkus.id, skuId))
    return row
  }
  const balanceOf = async (memberId: number) =>
    (await getAccountBalances(db(), { owner: { memberId }, currency: 'USDT' }))[0]?.balance ?? 0n
  const ops = (...argv: string[]) => runOpsCommand({ db: db(), commands, argv, operator: 'ops' })
  let keys = 0
  const place = async (skuId: number, quantity = 1, member = alice, address = aliceAddress) => {
    const response = await postAs(
      t,
      member,
      '/app/shop/orders',
      buyNow(skuId, quantity, address),
      `k${++keys}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return body<ShopOrder>(response).data
  }
  /** Pays as the web app does: signed by the member's wallet when the order is at or above the threshold. */
  const pay = async (
    orderNo: string,
    payload: object = { method: 'balance' },
    key = `pay-${orderNo}`,
    member = alice,
  ) => {
    const [order] = await db().select().from(shopOrders).where(eq(shopOrders.orderNo, orderNo))
    const signed =
      order && order.total >= t.config.shopStepUpThreshold
        ? await signedPayment(
            { orderNo, total: String(order.total), address: order.address as ShopOrder['address'] },
            payload,
            key,
            member.account,
            t.clock.now,
          )
        : payload
    return postAs(t, member, `/app/shop/orders/${orderNo}/pay`, signed, key)
  }

  it('lists the delivery methods with fees and working days without a token', async () => {
    const response = await get('/app/shop/delivery-methods', null)
    expect(response.statusCode).toBe(200)
    expect(body(response).data).toMatchObject({
      methods: [
        { method: 'standard', workingDays: { min: 3, max: 5 } },
        { method: 'express', workingDays: { min: 1, max: 2 } },
      ],
      paymentTimeoutMinutes: t.config.shopPaymentTimeoutMinutes,
    })
  })

  it('places a buy-now order: stock reserved, copies kept; the same key replays, another body is refused', async () => {
    const { skuId } = await seedSku(db(), { price: 50n * UNIT, stock: 5 })
    const payload = buyNow(skuId, 2, aliceAddress)
    const first = await postAs(t, alice, '/app/shop/orders', payload, 'place-1')
    expect(first.statusCode, first.body).toBe(200)
    const order = body<ShopOrder>(first).data
    expect(order).toMatchObject({
      status: 'pending_payment',
      itemsTotal: String(100n * UNIT),
      total: String(100n * UNIT + t.config.shopDeliveryFees.standard),
      address: { name: '张三', areaCode: '440305' },
      items: [{ name: { en: 'Headphones' }, options: { 颜色: '黑' }, quantity: 2, reviewed: false }],
    })
    expect(order.orderNo).toMatch(/^\d{22}$/)
    expect(await stockOf(skuId)).toBe(3)
    const again = await postAs(t, alice, '/app/shop/orders', payload, 'place-1')
    expect(body<ShopOrder>(again).data.orderNo).toBe(order.orderNo)
    const other = await postAs(t, alice, '/app/shop/orders', buyNow(skuId, 1, aliceAddress), 'place-1')
    expect([other.statusCode, reason(other)]).toEqual([409, 'idempotencyMismatch'])
    expect(await stockOf(skuId)).toBe(3)
  })

  it('refuses bad input with a clear error and changes nothing', async () => {
    const { skuId } = await seedSku(db(), { stock: 2 })
    const hidden = await seedSku(db(), { listed: false })
    const before = await db().select().from(shopOrders)
    const cases: [object, string | null, number, string][] = [
      [buyNow(skuId, 0, aliceAddress), 'bad-1', 400, 'invalidParams'],
      [buyNow(skuId, 1, aliceAddress), null, 400, 'idempotencyKeyRequired'],
      [buyNow(skuId, 3, aliceAddress), 'bad-2', 409, 'outOfStock'],
      [buyNow(hidden.skuId, 1, aliceAddress), 'bad-3', 409, 'productUnavailable'],
      [buyNow(999_999, 1, aliceAddress), 'bad-4', 404, 'notFound'],
      [buyNow(skuId, 1, bobAddress), 'bad-5', 404, 'notFound'],
      [buyNow(skuId, 1, aliceAddress, 'NOPE'), 'bad-6', 400, 'couponInvalid'],
      [
        { lines: { source: 'cart' }, addressId: aliceAddress, deliveryMethod: 'standard' },
        'bad-7',
        400,
        'cartEmpty',
      ],
    ]
    for (const [payload, key, status, expected] of cases) {
      const response = await postAs(t, alice, '/app/shop/orders', payload, key)
      expect([response.statusCode, reason(response)], JSON.stringify(payload)).toEqual([status, expected])
    }
    expect(await stockOf(skuId)).toBe(2)
    expect(await db().select().from(shopOrders)).toHaveLength(before.length)
    expect((await postAs(t, null, '/app/shop/orders', buyNow(skuId, 1, aliceAddress), 'x')).statusCode).toBe(
      401,
    )
  })

  it('applies a coupon once per member; the quote reports a refusal instead of failing', async () => {
    const { skuId } = await seedSku(db(), { price: 100n * UNIT, stock: 10 })
    await ops(
      'shop:coupon-add',
      '--code',
      'SAVE10',
      '--kind',
      'percent',
      '--value',
      '1000',
      '--max-discount',
      '8',
      '--min-spend',
      '50',
      '--starts',
      '2020-01-01T00:00:00Z',
      '--expires',
      '2999-01-01T00:00:00Z',
    )
    const quote = async (quantity: number, couponCode: string) =>
      body<CheckoutQuote>(
        await postAs(t, alice, '/app/shop/checkout/quote', buyNow(skuId, quantity, aliceAddress, couponCode)),
      ).data
    expect((await quote(1, 'SAVE10')).summary.discount).toBe(String(8n * UNIT))
    expect((await quote(1, 'OTHER')).couponError).toBe('couponInvalid')
    const placed = await postAs(
      t,
      alice,
      '/app/shop/orders',
      buyNow(skuId, 1, aliceAddress, 'SAVE10'),
      'coupon-1',
    )
    expect(body<ShopOrder>(placed).data).toMatchObject({ discount: String(8n * UNIT), couponCode: 'SAVE10' })
    expect((await quote(1, 'SAVE10')).couponError).toBe('couponUsedUp')
    const second = await postAs(
      t,
      alice,
      '/app/shop/orders',
      buyNow(skuId, 1, aliceAddress, 'SAVE10'),
      'coupon-2',
    )
    expect([second.statusCode, reason(second)]).toEqual([400, 'couponUsedUp'])
    // Cancelling releases the use.
    const orderNo = body<ShopOrder>(placed).data.orderNo
    expect((await postAs(t, alice, `/app/shop/orders/${orderNo}/cancel`, {})).statusCode).toBe(200)
    expect((await quote(1, 'SAVE10')).couponError).toBeNull()
  })

  it("answers another member's order, a missing one and a malformed number alike: 404", async () => {
    const { skuId } = await seedSku(db())
    const order = await place(skuId)
    for (const url of [
      `/app/shop/orders/${order.orderNo}`,
      '/app/shop/orders/12345678901234567890',
      '/app/shop/orders/abc',
    ])
      expect((await get(url, bob)).statusCode).toBe(404)
    for (const action of ['pay', 'cancel', 'receipt', 'reviews']) {
      const response = await postAs(
        t,
        bob,
        `/app/shop/orders/${order.orderNo}/${action}`,
        action === 'pay'
          ? { method: 'balance' }
          : action === 'reviews'
            ? { reviews: [{ itemId: '1', rating: 5, content: 'x', images: [] }] }
            : {},
        'bola',
      )
      expect(response.statusCode, action).toBe(404)
    }
    const list = body<{ items: ShopOrder[] }>(await get('/app/shop/orders', bob)).data
    expect(list.items.map((o) => o.orderNo)).not.toContain(order.orderNo)
  })

  it('pays from the balance once: insufficient changes nothing; a replay answers the same; another key is refused', async () => {
    const { skuId } = await seedSku(db(), { price: 30n * UNIT })
    const order = await place(skuId)
    const before = await ledgerSnapshot(db())
    const short = await pay(order.orderNo)
    expect([short.statusCode, reason(short)]).toEqual([400, 'insufficientBalance'])
    expect(await ledgerSnapshot(db())).toEqual(before)
    await fund(db(), alice.id, 'USDT', 100n * UNIT)
    const paid = await pay(order.orderNo)
    expect(body<ShopOrder>(paid).data).toMatchObject({
      status: 'pending_shipment',
      balanceAmount: order.total,
      cardAmount: '0',
    })
    expect(await balanceOf(alice.id)).toBe(100n * UNIT - BigInt(order.total))
    expect(body<ShopOrder>(await pay(order.orderNo)).data.status).toBe('pending_shipment')
    const again = await pay(order.orderNo, { method: 'balance' }, 'another-key')
    expect([again.statusCode, reason(again)]).toEqual([409, 'orderTransitionRefused'])
    expect(await balanceOf(alice.id)).toBe(100n * UNIT - BigInt(order.total))
  })

  it('pays with a card up to what is left on it and the rest from the balance', async () => {
    const cards = createCardService(t.config.cardSecretKey)
    const clubOrder = await seedOrder(db(), bob.id)
    const { card } = await cards.issueCard(db(), {
      memberId: bob.id,
      orderUuid: clubOrder.uuid,
      requestKey: 'c1',
      rules: DEFAULT_CLUB_RULES,
      cardConfirmations: 1,
      now: t.clock.now,
    })
    const { secret } = await cards.revealCardSecret(db(), {
      memberId: bob.id,
      cardUuid: card.id,
      verifyStepUp: signedInTest,
    })
    const { skuId } = await seedSku(db(), { price: 200n * UNIT, stock: 5 })
    await fund(db(), bob.id, 'USDT', 176n * UNIT)
    const withCard = { method: 'card', cardNumber: card.number, cardSecret: secret }
    const first = await place(skuId, 1, bob, bobAddress)
    const wrong = await pay(first.orderNo, { ...withCard, cardSecret: 'A'.repeat(12) }, 'w', bob)
    expect(reason(wrong)).toBe('cardInvalid')
    expect(body<ShopOrder>(await pay(first.orderNo, withCard, 'p1', bob)).data).toMatchObject({
      cardAmount: String(200n * UNIT),
      balanceAmount: '0',
    })
    const second = await place(skuId, 1, bob, bobAddress)
    const paid = body<ShopOrder>(await pay(second.orderNo, withCard, 'p2', bob)).data
    expect(paid).toMatchObject({ cardAmount: String(24n * UNIT), balanceAmount: String(176n * UNIT) })
    expect(await balanceOf(bob.id)).toBe(0n)
    expect(await salesOf(skuId)).toEqual({ sku: 2, product: 2 })
    // A refund puts each part back where it came from, once, and the units sold go down with it.
    expect(await ops('shop:refund', '--order', second.orderNo, '--reason', 'broken')).toContain('refunded')
    await expect(ops('shop:refund', '--order', second.orderNo, '--reason', 'again')).rejects.toThrow()
    expect(await salesOf(skuId)).toEqual({ sku: 1, product: 1 })
    expect(await balanceOf(bob.id)).toBe(176n * UNIT)
    expect((await cards.checkCard(db(), { number: card.number, secret })).remaining).toBe(String(24n * UNIT))
    expect(await stockOf(skuId)).toBe(4)
    // The refunded order is listed under the cancelled tab (the spec's last tab), never under completed.
    const listed = async (tab: string) =>
      body<{ items: ShopOrder[] }>(await get(`/app/shop/orders?tab=${tab}`, bob)).data.items.map(
        (o) => o.orderNo,
      )
    expect(await listed('cancelled')).toContain(second.orderNo)
    expect(await listed('pending_shipment')).not.toContain(second.orderNo)
  })

  it('pays with a card issued before issue 33: its old 12-character secret, exactly as issued', async () => {
    const cards = createCardService(t.config.cardSecretKey)
    const { card } = await cards.issueCard(db(), {
      memberId: bob.id,
      orderUuid: (await seedOrder(db(), bob.id)).uuid,
      requestKey: 'c-old',
      rules: DEFAULT_CLUB_RULES,
      cardConfirmations: 1,
      now: t.clock.now,
    })
    await setOldCardSecret(db(), t.config.cardSecretKey, card, 'aB3dEf6hIj9K')
    const { skuId } = await seedSku(db(), { price: 20n * UNIT, stock: 5 })
    const order = await place(skuId, 1, bob, bobAddress)
    const withCard = (cardSecret: string) => ({ method: 'card', cardNumber: card.number, cardSecret })
    expect(reason(await pay(order.orderNo, withCard('AB3DEF6HIJ9K'), 'old-1', bob))).toBe('cardInvalid')
    const paid = await pay(order.orderNo, withCard('aB3d Ef6h Ij9K'), 'old-2', bob)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(body<ShopOrder>(paid).data).toMatchObject({ cardAmount: String(20n * UNIT), balanceAmount: '0' })
  })

  it('pays an order at or above the threshold only with the wallet over its total and address', async () => {
    const { skuId } = await seedSku(db(), { price: 150n * UNIT, stock: 5 })
    const order = await place(skuId)
    await fund(db(), alice.id, 'USDT', 200n * UNIT)
    const key = `pay-step-up-${order.orderNo}`
    const send = (payload: object) => postAs(t, alice, `/app/shop/orders/${order.orderNo}/pay`, payload, key)
    const before = await ledgerSnapshot(db())
    const balance = { method: 'balance' }
    const unsigned = await send(balance)
    expect([unsigned.statusCode, reason(unsigned)]).toEqual([400, 'stepUpRequired'])
    const byBob = await send(await signedPayment(order, balance, key, bob.account, t.clock.now))
    expect(reason(byBob)).toBe('stepUpInvalid')
    const elsewhere = { ...order, address: { ...order.address, detail: 'somewhere else' } }
    const redirected = await send(await signedPayment(elsewhere, balance, key, alice.account, t.clock.now))
    expect(reason(redirected)).toBe('stepUpInvalid')
    const cheaper = await send(
      await signedPayment({ ...order, total: '1' }, balance, key, alice.account, t.clock.now),
    )
    expect(reason(cheaper)).toBe('stepUpInvalid')
    expect(await ledgerSnapshot(db())).toEqual(before)
    const paid = await send(await signedPayment(order, balance, key, alice.account, t.clock.now))
    expect(paid.statusCode, paid.body).toBe(200)
    expect(body<ShopOrder>(paid).data.status).toBe('pending_shipment')
  })

  it('cancels an unpaid order once (stock back); the job cancels expired ones exactly once', async () => {
    const { skuId } = await seedSku(db(), { stock: 4 })
    const order = await place(skuId, 2)
    expect((await postAs(t, alice, `/app/shop/orders/${order.orderNo}/cancel`, {})).statusCode).toBe(200)
    const twice = await postAs(t, alice, `/app/shop/orders/${order.orderNo}/cancel`, {})
    expect([twice.statusCode, reason(twice)]).toEqual([409, 'orderTransitionRefused'])
    expect(await stockOf(skuId)).toBe(4)
    const late = await place(skuId, 3)
    await fund(db(), alice.id, 'USDT', 1_000n * UNIT)
    const afterPayBy = new Date(new Date(late.payBy).getTime() + 1)
    t.clock.now = afterPayBy
    const expired = await pay(late.orderNo)
    expect([expired.statusCode, reason(expired)]).toEqual([409, 'orderPaymentExpired'])
    expect((await expireUnpaidOrders(db(), { now: afterPayBy })).cancelled).toBeGreaterThanOrEqual(1)
    expect((await expireUnpaidOrders(db(), { now: afterPayBy })).cancelled).toBe(0)
    expect(await stockOf(skuId)).toBe(4)
    const detail = body<ShopOrderDetail>(await get(`/app/shop/orders/${late.orderNo}`)).data
    expect(detail.status).toBe('cancelled')
    expect(detail.history.map((h) => h.to)).toEqual(['pending_payment', 'cancelled'])
  })

  it('ships, tracks, completes on receipt and takes one review per item with the caller’s own images', async () => {
    t.clock.now = new Date()
    await fund(db(), alice.id, 'USDT', 100n * UNIT)
    const { skuId } = await seedSku(db(), { price: 10n * UNIT })
    const order = await place(skuId)
    const early = await postAs(t, alice, `/app/shop/orders/${order.orderNo}/reviews`, {
      reviews: [{ itemId: order.items[0]?.id, rating: 5, content: 'ok', images: [] }],
    })
    expect([early.statusCode, reason(early)]).toEqual([409, 'reviewNotAllowed'])
    await pay(order.orderNo)
    await ops('shop:ship', '--order', order.orderNo, '--carrier', 'SF', '--tracking', 'SF123')
    await ops(
      'shop:logistics',
      '--order',
      order.orderNo,
      '--at',
      '2026-03-01T10:00:00+08:00',
      '--location',
      '深圳',
      '--description',
      '已揽收',
    )
    const shipped = body<ShopOrderDetail>(await get(`/app/shop/orders/${order.orderNo}`)).data
    expect(shipped).toMatchObject({
      status: 'pending_receipt',
      logistics: {
        carrier: 'SF',
        trackingNo: 'SF123',
        events: [{ location: '深圳', description: '已揽收' }],
      },
    })
    expect((await postAs(t, alice, `/app/shop/orders/${order.orderNo}/receipt`, {})).statusCode).toBe(200)
    const itemId = order.items[0]?.id ?? ''
    const review = (images: string[]) =>
      postAs(t, alice, `/app/shop/orders/${order.orderNo}/reviews`, {
        reviews: [{ itemId, rating: 4, content: '不错', images }],
      })
    const bobsImage = await seedUpload(db(), bob.id)
    expect((await review([bobsImage])).statusCode).toBe(404)
    const reviewed = await review([await seedUpload(db(), alice.id)])
    expect(body<ShopOrder>(reviewed).data.items[0]?.reviewed).toBe(true)
    const twice = await review([])
    expect([twice.statusCode, reason(twice)]).toEqual([409, 'alreadyReviewed'])
    const completed = body<{ items: ShopOrder[] }>(await get('/app/shop/orders?tab=completed')).data
    expect(completed.items.map((o) => o.orderNo)).toEqual([order.orderNo])
  })

  it('pages the list by id, newest first, and refuses a malformed cursor', async () => {
    const page = body<{ items: ShopOrder[]; nextCursor: string | null }>(
      await get('/app/shop/orders?limit=2'),
    ).data
    expect(page.items).toHaveLength(2)
    expect(page.nextCursor).not.toBeNull()
    const next = body<{ items: ShopOrder[] }>(
      await get(`/app/shop/orders?limit=2&cursor=${page.nextCursor}`),
    ).data
    expect((next.items[0]?.orderNo ?? '') < (page.items[1]?.orderNo ?? '')).toBe(true)
    expect((await get('/app/shop/orders?cursor=abc')).statusCode).toBe(400)
  })
})
