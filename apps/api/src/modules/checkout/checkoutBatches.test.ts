import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_FEES } from '@vita/shared'
import type { CheckoutRequest } from '@vita/shared/schemas/shop'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { fund } from '../assets/assetsTesting'
import { createCardService } from '../cards'
import { createLedger, ensureSystemAccounts, getAccountBalances } from '../ledger'
import { ledgerViolations, rejectionKey } from '../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { coupons } from '../promotions/promotionsTesting'
import { cartItems } from '../cart/cartTesting'
import { foldSalesCounters } from '../catalogue'
import { catalogueProducts, catalogueSkus } from '../catalogue/catalogueTesting'
import { conflict } from '../../platform/http/domainError'
import { checkoutBatching } from './checkoutBatches'
import { createGroupCommit } from '../../platform/db/groupCommit'
import { paying, payShopOrder } from './payShopOrder'
import { placeShopOrder, placing } from './placeShopOrder'
import { buyNow, seedAddress, seedSku, UNIT } from './checkoutTesting'

const cards = createCardService('shop-checkout-batches-test-key-checkout')
const now = new Date()
const FEE = DEFAULT_DELIVERY_FEES.standard

describe.each(testDatabaseKinds)('checkout in batches (%s)', (kind) => {
  let database: TestDatabase
  const addresses = new Map<number, string>()
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await ensureSystemAccounts(database.db)
    await insertTestMembers(database.db, memberIdRange(1, 16))
    for (const id of memberIdRange(1, 16)) addresses.set(id, await seedAddress(database.db, id))
  })
  afterAll(() => database?.dispose())

  const db = () => database.db
  const place = (
    memberId: number,
    skuId: number,
    quantity: number,
    requestKey: string,
    address?: string,
    couponCode?: string,
  ) =>
    placeShopOrder(db(), {
      memberId,
      requestKey,
      request: buyNow(
        skuId,
        quantity,
        address ?? addresses.get(memberId) ?? '',
        couponCode,
      ) as CheckoutRequest,
      fees: DEFAULT_DELIVERY_FEES,
      paymentTimeoutMinutes: 30,
      uploadsBaseUrl: '/uploads',
      now,
    })
  const pay = (memberId: number, orderNo: string, requestKey: string) =>
    payShopOrder(db(), {
      memberId,
      orderNo,
      requestKey,
      request: { method: 'balance' },
      cards,
      uploadsBaseUrl: '/uploads',
      now,
    })
  /** Stock and sales of a SKU and its product (sales once the job has folded what is pending). */
  const counters = async (skuId: number) => {
    await foldSalesCounters(db())
    const [sku] = await db().select().from(catalogueSkus).where(eq(catalogueSkus.id, skuId))
    const [product] = await db()
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, sku?.productId ?? 0))
    return { stock: [sku?.stock, product?.stock], sales: [sku?.sales, product?.sales] }
  }
  const balance = async (memberId: number) =>
    (await getAccountBalances(db(), { owner: { memberId }, currency: 'USDT' }))[0]?.balance ?? 0n
  const reason = (r: PromiseSettledResult<unknown> | undefined) =>
    r?.status === 'rejected' ? (r.reason as { messageKey?: string }).messageKey : 'placed'
  const batchesRun = () => ({ place: placing.stats(db()).batches, pay: paying.stats(db()).batches })

  it('places orders made at once in one batch; a refused one fails alone, the others are placed', async () => {
    const plenty = await seedSku(db(), { price: 10n * UNIT, stock: 10 })
    const scarce = await seedSku(db(), { stock: 1 })
    const hidden = await seedSku(db(), { listed: false })
    const before = batchesRun()
    const results = await Promise.allSettled([
      place(1, plenty.skuId, 2, 'batch-a'),
      place(2, scarce.skuId, 2, 'batch-b'),
      place(3, hidden.skuId, 1, 'batch-c'),
      place(4, plenty.skuId, 1, 'batch-d', randomUUID()),
      place(5, plenty.skuId, 3, 'batch-e'),
      place(1, plenty.skuId, 2, 'batch-a'),
    ])
    expect(batchesRun().place - before.place).toBe(1)
    const [a, b, c, d, e, again] = results
    expect([b, c, d].map(reason)).toEqual(['outOfStock', 'productUnavailable', 'notFound'])
    if (a?.status !== 'fulfilled' || e?.status !== 'fulfilled' || again?.status !== 'fulfilled')
      throw new Error('the valid orders were not placed')
    // The same key twice in one batch: one order, answered twice.
    expect(again.value).toEqual({ order: a.value.order, replayed: true })
    expect(a.value.order).toMatchObject({
      status: 'pending_payment',
      items: [{ quantity: 2, unitPrice: (10n * UNIT).toString(), name: { en: 'Headphones' } }],
      itemsTotal: (20n * UNIT).toString(),
      total: (20n * UNIT + FEE).toString(),
      address: { name: '张三', detail: '科技园 1 号' },
    })
    expect(e.value.order.total).toBe((30n * UNIT + FEE).toString())
    expect(await counters(plenty.skuId)).toMatchObject({ stock: [5, 5] })
    expect(await counters(scarce.skuId)).toMatchObject({ stock: [1, 1] })
  })

  it('pays orders paid at once in one batch; an insufficient balance fails alone, a double tap charges once', async () => {
    const { skuId } = await seedSku(db(), { price: 20n * UNIT, stock: 10 })
    const orders = new Map<number, string>()
    for (const member of [6, 7, 8, 9])
      orders.set(member, (await place(member, skuId, 1, 'to-pay')).order.orderNo)
    const total = 20n * UNIT + FEE
    await fund(db(), 6, 'USDT', total)
    await fund(db(), 7, 'USDT', total - 1n)
    await fund(db(), 8, 'USDT', total + 5n * UNIT)
    // Member 9 has no USDT account at all: nothing to pay with.
    const before = batchesRun()
    const results = await Promise.allSettled([
      pay(6, orders.get(6) ?? '', 'pay-6'),
      pay(7, orders.get(7) ?? '', 'pay-7'),
      pay(8, orders.get(8) ?? '', 'pay-8'),
      pay(9, orders.get(9) ?? '', 'pay-9'),
      pay(6, orders.get(6) ?? '', 'pay-6'),
      pay(8, orders.get(8) ?? '', 'another-key'),
    ])
    expect(batchesRun().pay - before.pay).toBe(1)
    const outcome = (
      r: PromiseSettledResult<{ replayed: boolean; order: { status: string } }> | undefined,
    ) =>
      r?.status === 'fulfilled'
        ? `${r.value.order.status}${r.value.replayed ? ' (replayed)' : ''}`
        : (r?.reason as { messageKey?: string }).messageKey
    expect(results.map(outcome)).toEqual([
      'pending_shipment',
      'insufficientBalance',
      'pending_shipment',
      'insufficientBalance',
      'pending_shipment (replayed)',
      'orderTransitionRefused',
    ])
    expect([await balance(6), await balance(7), await balance(8), await balance(9)]).toEqual([
      0n,
      total - 1n,
      5n * UNIT,
      0n,
    ])
    // Two units sold (members 6 and 8), four reserved.
    expect(await counters(skuId)).toEqual({ stock: [6, 6], sales: [2, 2] })
    expect(await ledgerViolations(db())).toEqual([])
  })

  it('the same order tapped twice in one batch with too little balance: both taps refused, nothing charged', async () => {
    const { skuId } = await seedSku(db(), { price: 4n * UNIT, stock: 5 })
    const { order } = await place(5, skuId, 1, 'short-twice')
    await fund(db(), 5, 'USDT', BigInt(order.total) - 1n)
    const before = batchesRun()
    const taps = await Promise.all([1, 2].map(() => rejectionKey(pay(5, order.orderNo, 'short-twice-pay'))))
    expect(batchesRun().pay - before.pay).toBe(1)
    expect(taps).toEqual(['insufficientBalance', 'insufficientBalance'])
    expect(await balance(5)).toBe(BigInt(order.total) - 1n)
  })

  it('puts the units sold on the sales counters by the fold: once, whatever folds run at once', async () => {
    const { skuId } = await seedSku(db(), { price: 3n * UNIT, stock: 20 })
    await fund(db(), 12, 'USDT', 1_000n * UNIT)
    await foldSalesCounters(db())
    const paid = await Promise.all(
      [1, 2, 3].map(async (quantity) => {
        const { order } = await place(12, skuId, quantity, `fold-${quantity}`)
        return pay(12, order.orderNo, `fold-pay-${quantity}`)
      }),
    )
    expect(paid.every((r) => r.order.status === 'pending_shipment')).toBe(true)
    // Paying appended the units; the counters move when the job folds them.
    const [sku] = await db().select().from(catalogueSkus).where(eq(catalogueSkus.id, skuId))
    expect(sku?.sales).toBe(0)
    const folds = await Promise.all([1, 2, 3].map(() => foldSalesCounters(db())))
    expect(folds.reduce((sum, taken) => sum + taken, 0)).toBe(3)
    expect(await foldSalesCounters(db())).toBe(0)
    expect(await counters(skuId)).toEqual({ stock: [14, 14], sales: [6, 6] })
  })

  it("records the payment's ledger transfer with postTransfer's request hash (a replay matches it)", async () => {
    const { skuId } = await seedSku(db(), { price: 7n * UNIT, stock: 3 })
    const { order } = await place(10, skuId, 1, 'hash')
    await fund(db(), 10, 'USDT', 100n * UNIT)
    await pay(10, order.orderNo, 'hash-pay')
    const replay = await createLedger(db()).postTransfer({
      idempotencyKey: `shop:${order.orderNo}:pay`,
      currency: 'USDT',
      type: 'shopping_expense',
      amount: BigInt(order.total),
      from: { memberId: 10 },
      to: { systemCode: 'shop_revenue' },
      reference: { type: 'shop_order', id: order.orderNo },
    })
    expect(replay.replayed).toBe(true)
    expect(
      await rejectionKey(
        createLedger(db()).postTransfer({
          idempotencyKey: `shop:${order.orderNo}:pay`,
          currency: 'USDT',
          type: 'shopping_expense',
          amount: BigInt(order.total) + 1n,
          from: { memberId: 10 },
          to: { systemCode: 'shop_revenue' },
          reference: { type: 'shop_order', id: order.orderNo },
        }),
      ),
    ).toBe('idempotencyMismatch')
  })

  it('refuses a payment past its order\u2019s pay-by time and an order that is not the caller\u2019s', async () => {
    const { skuId } = await seedSku(db(), { price: 5n * UNIT, stock: 3 })
    const { order } = await place(11, skuId, 1, 'late')
    await fund(db(), 11, 'USDT', 100n * UNIT)
    const late = payShopOrder(db(), {
      memberId: 11,
      orderNo: order.orderNo,
      requestKey: 'late-pay',
      request: { method: 'balance' },
      cards,
      uploadsBaseUrl: '/uploads',
      now: new Date(now.getTime() + 31 * 60_000),
    })
    const foreign = pay(12, order.orderNo, 'not-mine')
    expect(await rejectionKey(late)).toBe('orderPaymentExpired')
    expect(await rejectionKey(foreign)).toBe('notFound')
    expect(await balance(11)).toBe(100n * UNIT)
  })

  it('places cart orders and coupons in one batch as if one after the other', async () => {
    const first = await seedSku(db(), { price: 10n * UNIT, stock: 10 })
    const second = await seedSku(db(), { price: 20n * UNIT, stock: 10 })
    await db()
      .insert(coupons)
      .values({
        code: 'ONCE',
        kind: 'fixed',
        value: UNIT,
        maxUses: 1,
        startsAt: new Date(0),
        expiresAt: new Date(now.getTime() + 86_400_000),
      })
    await db()
      .insert(cartItems)
      .values([
        { memberId: 13, skuId: second.skuId, quantity: 1 },
        { memberId: 13, skuId: first.skuId, quantity: 2 },
      ])
    const fromCart = (requestKey: string) =>
      placeShopOrder(db(), {
        memberId: 13,
        requestKey,
        request: {
          lines: { source: 'cart' },
          addressId: addresses.get(13) ?? '',
          deliveryMethod: 'standard',
        },
        fees: DEFAULT_DELIVERY_FEES,
        paymentTimeoutMinutes: 30,
        uploadsBaseUrl: '/uploads',
        now,
      })
    const before = batchesRun()
    const results = await Promise.allSettled([
      fromCart('cart-1'),
      fromCart('cart-2'),
      place(14, first.skuId, 1, 'once-14', undefined, 'ONCE'),
      place(15, first.skuId, 1, 'once-15', undefined, 'ONCE'),
    ])
    expect(batchesRun().place - before.place).toBe(1)
    const [cart, again, coupon] = results
    expect(results.map(reason)).toEqual(['placed', 'cartEmpty', 'placed', 'couponUsedUp'])
    if (cart?.status !== 'fulfilled' || again?.status !== 'rejected' || coupon?.status !== 'fulfilled')
      throw new Error('unexpected outcomes')
    // The cart's lines in SKU order, both bought; the cart is empty afterwards.
    expect(cart.value.order.items.map((item) => item.quantity)).toEqual([2, 1])
    expect(cart.value.order.total).toBe((40n * UNIT + FEE).toString())
    expect(await db().select().from(cartItems).where(eq(cartItems.memberId, 13))).toEqual([])
    expect(coupon.value.order).toMatchObject({ couponCode: 'ONCE', discount: UNIT.toString() })
    const [used] = await db().select().from(coupons).where(eq(coupons.code, 'ONCE'))
    expect(used?.used).toBe(1)
    expect(await counters(first.skuId)).toMatchObject({ stock: [7, 7] })
    expect(await counters(second.skuId)).toMatchObject({ stock: [9, 9] })
  })

  it('runs each request of a batch that failed as a whole on its own: its error is its answer', async () => {
    const runs: number[][] = []
    const doubling = checkoutBatching(async (_tx, items: readonly number[]) => {
      runs.push([...items])
      if (items.length > 1) throw new Error('deadlock detected')
      if (items[0] === 3) throw conflict('outOfStock')
      return items.map((item) => item * 2)
    })
    const results = await Promise.allSettled([1, 2, 3].map((item) => doubling.submit(db(), item)))
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : reason(r)))).toEqual([2, 4, 'outOfStock'])
    // The batch, then each request in its own transaction (side by side on PostgreSQL).
    expect(runs[0]).toEqual([1, 2, 3])
    expect(runs.slice(1).sort()).toEqual([[1], [2], [3]])
  })
})

describe('group commit', () => {
  it('tells every caller of a batch that failed as a whole to go alone, and carries on', async () => {
    let calls = 0
    const group = createGroupCommit(
      async (items: readonly number[]) => {
        calls++
        if (calls === 1) throw new Error('connection lost')
        return items.map((item) => item * 2)
      },
      { maxBatchSize: 10, maxInFlight: 1 },
    )
    expect(await Promise.all([1, 2, 3].map((item) => group.submit(item)))).toEqual([
      'alone',
      'alone',
      'alone',
    ])
    expect(await Promise.all([4, 5].map((item) => group.submit(item)))).toEqual([8, 10])
    expect(group.stats()).toMatchObject({ batches: 2, items: 5, failedBatches: 1, inFlight: 0, waiting: 0 })
  })
})
