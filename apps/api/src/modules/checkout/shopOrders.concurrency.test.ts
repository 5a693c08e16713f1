import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES, DEFAULT_DELIVERY_FEES, type DeliveryMethod } from '@vita/shared'
import { createTestDatabase, type TestDatabase } from '../../platform/db/testing'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { fund } from '../assets/assetsTesting'
import { createCardService } from '../cards'
import { seedOrder, signedInTest } from '../club/clubTesting'
import { ensureSystemAccounts, getAccountBalances } from '../ledger'
import { insertTestMembers } from '../members/membersTesting'
import { shopOrders } from './tables'
import { catalogueProducts, catalogueSkus } from '../catalogue/catalogueTesting'
import { orderCommands } from './commands'
import { expireUnpaidOrders } from './expireUnpaidOrders'
import { payShopOrder } from './payShopOrder'
import { placeShopOrder } from './placeShopOrder'
import { buyNow, seedAddress, seedSku, UNIT } from './checkoutTesting'

const cards = createCardService('shop-concurrency-test-key-shop-concurrency')
const fees: Record<DeliveryMethod, bigint> = DEFAULT_DELIVERY_FEES
const now = new Date()
const BUYERS = 100

// Real concurrency needs real connections: PGlite runs one statement at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('marketplace orders under concurrency (postgres)', () => {
  let database: TestDatabase
  const addresses = new Map<number, string>()
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { maxConnections: 20 })
    await ensureSystemAccounts(database.db)
    const ids = Array.from({ length: BUYERS }, (_, i) => i + 1)
    await insertTestMembers(database.db, ids)
    for (const id of ids) addresses.set(id, await seedAddress(database.db, id))
  })
  afterAll(() => database?.dispose())

  const db = () => database.db
  const place = (memberId: number, skuId: number, quantity: number, requestKey: string) =>
    placeShopOrder(db(), {
      memberId,
      requestKey,
      request: buyNow(skuId, quantity, addresses.get(memberId) ?? '') as Parameters<
        typeof placeShopOrder
      >[1]['request'],
      fees,
      paymentTimeoutMinutes: 30,
      uploadsBaseUrl: '/uploads',
      now,
    })
  const pay = (
    memberId: number,
    orderNo: string,
    requestKey: string,
    request: object = { method: 'balance' },
  ) =>
    payShopOrder(db(), {
      memberId,
      orderNo,
      requestKey,
      request: request as Parameters<typeof payShopOrder>[1]['request'],
      cards,
      uploadsBaseUrl: '/uploads',
      now,
    })
  const stock = async (skuId: number) => {
    const [sku] = await db().select().from(catalogueSkus).where(eq(catalogueSkus.id, skuId))
    const [product] = await db()
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, sku?.productId ?? 0))
    return { sku: sku?.stock, product: product?.stock }
  }
  const balance = async (memberId: number) =>
    (await getAccountBalances(db(), { owner: { memberId }, currency: 'USDT' }))[0]?.balance ?? 0n
  const settled = <T>(promises: Promise<T>[]) => Promise.allSettled(promises)

  it('100 buyers at once for 10 units: exactly 10 orders, stock 0, never negative', async () => {
    const { skuId } = await seedSku(db(), { stock: 10 })
    const results = await settled(
      Array.from({ length: BUYERS }, (_, i) => place(i + 1, skuId, 1, `rush-${i}`)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { messageKey?: string }).messageKey).toBe('outOfStock')
    expect(await stock(skuId)).toEqual({ sku: 0, product: 0 })
  })

  it('the same order submitted 10 times at once places one order', async () => {
    const { skuId } = await seedSku(db(), { stock: 50 })
    const results = await Promise.all(Array.from({ length: 10 }, () => place(1, skuId, 2, 'double')))
    expect(new Set(results.map((r) => r.order.orderNo)).size).toBe(1)
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(await stock(skuId)).toEqual({ sku: 48, product: 48 })
  })

  it('a payment submitted 10 times at once charges once', async () => {
    const { skuId } = await seedSku(db(), { price: 40n * UNIT, stock: 5 })
    const { order } = await place(2, skuId, 1, 'to-pay')
    await fund(db(), 2, 'USDT', 100n * UNIT)
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(2, order.orderNo, 'pay-once')))
    expect(results.every((r) => r.order.status === 'pending_shipment')).toBe(true)
    expect(await balance(2)).toBe(60n * UNIT)
  })

  it('one card paying two orders at once never spends more than its value', async () => {
    const clubOrder = await seedOrder(db(), 3)
    const { card } = await cards.issueCard(db(), {
      memberId: 3,
      orderUuid: clubOrder.uuid,
      requestKey: 'card',
      rules: DEFAULT_CLUB_RULES,
      cardConfirmations: 1,
      now,
    })
    const { secret } = await cards.revealCardSecret(db(), {
      memberId: 3,
      cardUuid: card.id,
      verifyStepUp: signedInTest,
    })
    const { skuId } = await seedSku(db(), { price: 200n * UNIT, stock: 5 })
    await fund(db(), 3, 'USDT', 1_000n * UNIT)
    const a = (await place(3, skuId, 1, 'card-a')).order
    const b = (await place(3, skuId, 1, 'card-b')).order
    const withCard = { method: 'card', cardNumber: card.number, cardSecret: secret }
    const paid = await Promise.all([pay(3, a.orderNo, 'pa', withCard), pay(3, b.orderNo, 'pb', withCard)])
    const fromCard = paid.reduce((sum, r) => sum + BigInt(r.order.cardAmount), 0n)
    expect(fromCard).toBe(224n * UNIT)
    expect((await cards.checkCard(db(), { number: card.number, secret })).remaining).toBe('0')
    expect(await balance(3)).toBe(1_000n * UNIT - (400n * UNIT - fromCard))
  })

  it('expiry runs overlapping return the stock exactly once', async () => {
    const { skuId } = await seedSku(db(), { stock: 20 })
    for (let i = 0; i < 10; i++) await place(10 + i, skuId, 2, 'expire')
    expect(await stock(skuId)).toEqual({ sku: 0, product: 0 })
    const later = new Date(now.getTime() + 31 * 60_000)
    const runs = await Promise.all(Array.from({ length: 5 }, () => expireUnpaidOrders(db(), { now: later })))
    const cancelledHere = await db().select().from(shopOrders).where(eq(shopOrders.requestKey, 'expire'))
    expect(cancelledHere.every((o) => o.status === 'cancelled')).toBe(true)
    expect(runs.reduce((sum, r) => sum + r.cancelled, 0)).toBeGreaterThanOrEqual(10)
    expect(await stock(skuId)).toEqual({ sku: 20, product: 20 })
  })

  it('a refund issued 5 times at once returns the money once', async () => {
    const { skuId } = await seedSku(db(), { price: 30n * UNIT, stock: 3 })
    const { order } = await place(4, skuId, 1, 'refund-me')
    await fund(db(), 4, 'USDT', 30n * UNIT)
    await pay(4, order.orderNo, 'refund-pay')
    expect(await balance(4)).toBe(0n)
    const commands = new Map(orderCommands.map((command) => [command.name, command]))
    const results = await settled(
      Array.from({ length: 5 }, () =>
        runOpsCommand({
          db: db(),
          commands,
          argv: ['shop:refund', '--order', order.orderNo, '--reason', 'r'],
          operator: 'ops',
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await balance(4)).toBe(30n * UNIT)
    expect(await stock(skuId)).toEqual({ sku: 3, product: 3 })
  })
})
