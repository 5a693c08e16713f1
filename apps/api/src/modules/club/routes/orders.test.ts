import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClubOrderView, ClubPurchase } from '@vita/shared'
import { body, createTestApp, TEST_GENESIS_ADDRESS, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { signUpMember, type TestMember } from '../../assets/assetsTesting'
import { updateTestMember } from '../../members/membersTesting'
import { whitelistMember } from '../orders/clubOrdersTesting'
import { expirePendingOrders } from '../orders/expirePendingOrders'
import { cards } from '../../cards/cardsTesting'
import { clubOrders } from '../tables'

const PRICE = (224n * 10n ** 18n).toString()
const hash = (byte: string) => `0x${byte.repeat(32)}`

describe.each(testDatabaseKinds)('club order routes (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await whitelistMember(t.database.db, alice.id)
    await whitelistMember(t.database.db, bob.id)
  })
  afterAll(() => t.close())

  const get = (url: string, member: TestMember | null = alice) =>
    t.app.inject({ method: 'GET', url, headers: member ? member.auth : {} })
  const post = (url: string, payload: object = {}, member: TestMember | null = alice) =>
    t.app.inject({ method: 'POST', url, headers: member ? member.auth : {}, payload })
  const ordersOf = (member: TestMember) =>
    t.database.db.select().from(clubOrders).where(eq(clubOrders.memberId, member.id))
  const purchase = async (member = alice) => body<ClubPurchase>(await get('/app/club/purchase', member)).data

  it('the buy screen gets the price, four orders left, the referrer’s wallet and the activation', async () => {
    expect(await purchase()).toEqual({
      orderPrice: PRICE,
      maxOrders: 4,
      ordersUsed: 0,
      remainingOrders: 4,
      referrerAddress: TEST_GENESIS_ADDRESS,
      activation: 'whitelisted',
      openOrder: null,
    })
  })

  it('records a pending order of the configured price, and the same key and body answer the same order', async () => {
    const first = await postClubOrder(t, alice, 'buy-1', { communityNumber: 'C42' })
    expect(first.statusCode).toBe(200)
    const order = body<ClubOrderView>(first).data
    expect(order).toMatchObject({
      status: 'pending',
      amount: PRICE,
      shares: '1',
      staticCap: PRICE,
      dynamicCap: (2n * BigInt(PRICE)).toString(),
      mintAmount: '0',
      staticEarned: '0',
      txHash: null,
      communityNumber: 'C42',
      hasCard: false,
    })

    const replay = await postClubOrder(t, alice, 'buy-1', { communityNumber: 'C42' })
    expect(body<ClubOrderView>(replay).data).toEqual(order)
    const otherBody = await postClubOrder(t, alice, 'buy-1', { communityNumber: 'C43' })
    expect(otherBody.statusCode).toBe(409)
    expect(body(otherBody).data).toMatchObject({ reason: 'idempotencyMismatch' })
    expect(await ordersOf(alice)).toHaveLength(1)
    expect((await purchase()).openOrder?.id).toBe(order.id)
    expect((await purchase()).ordersUsed).toBe(1)
  })

  it('refuses a second order while one is open', async () => {
    const response = await postClubOrder(t, alice, 'buy-2', {}, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(409)
    expect(body(response)).toMatchObject({
      code: 409,
      msg: 'You have an unfinished order: complete or cancel it first',
      data: { reason: 'orderOpen' },
    })
    expect(await ordersOf(alice)).toHaveLength(1)
  })

  it('attaches the transaction hash (pending verification) and refuses a hash another order holds', async () => {
    const [open] = await ordersOf(alice)
    const submitted = await post(`/app/club/orders/${open?.uuid}/tx`, { txHash: hash('a1') })
    expect(submitted.statusCode).toBe(200)
    expect(body<ClubOrderView>(submitted).data).toMatchObject({
      status: 'pending_verification',
      txHash: hash('a1'),
    })
    const again = await post(`/app/club/orders/${open?.uuid}/tx`, { txHash: hash('a1') })
    expect(body<ClubOrderView>(again).data.status).toBe('pending_verification')

    const bobs = body<ClubOrderView>(await postClubOrder(t, bob, 'bob-1')).data
    const taken = await post(`/app/club/orders/${bobs.id}/tx`, { txHash: hash('A1') }, bob)
    expect(taken.statusCode).toBe(409)
    expect(body(taken).data).toMatchObject({ reason: 'orderTxTaken' })
    expect((await ordersOf(bob))[0]).toMatchObject({ status: 'pending', txHash: null })
  })

  it('cancels a pending order, and refuses to cancel one already sent', async () => {
    const bobs = (await ordersOf(bob))[0]
    const cancelled = await post(`/app/club/orders/${bobs?.uuid}/cancel`, {}, bob)
    expect(body<ClubOrderView>(cancelled).data.status).toBe('cancelled')
    expect((await purchase(bob)).ordersUsed).toBe(0)

    const [sent] = await ordersOf(alice)
    const refused = await post(`/app/club/orders/${sent?.uuid}/cancel`)
    expect(refused.statusCode).toBe(409)
    expect(body(refused).data).toMatchObject({ reason: 'orderTransitionRefused' })
    expect((await ordersOf(alice))[0]?.status).toBe('pending_verification')
  })

  it('refuses a fifth order with the maximum in the message', async () => {
    await t.database.db.update(clubOrders).set({ status: 'active' }).where(eq(clubOrders.memberId, alice.id))
    await t.database.db.insert(clubOrders).values(
      [1, 2, 3].map(() => ({
        memberId: alice.id,
        status: 'active' as const,
        amount: BigInt(PRICE),
        shares: 1n,
      })),
    )
    const response = await postClubOrder(t, alice, 'buy-5', {}, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(409)
    expect(body(response)).toMatchObject({
      msg: 'At most 4 orders per member: none remaining',
      data: { reason: 'orderLimitReached', max: 4 },
    })
    expect(await ordersOf(alice)).toHaveLength(4)
    expect(await purchase()).toMatchObject({ ordersUsed: 4, remainingOrders: 0, openOrder: null })
  })

  it('refuses a member without a referrer, and one whose wallet is not whitelisted yet', async () => {
    const orphan = await signUpMember(t)
    await whitelistMember(t.database.db, orphan.id)
    await updateTestMember(t.database.db, orphan.id, { referrerId: null })
    const noReferrer = await postClubOrder(t, orphan, 'k', {}, { 'accept-language': 'en' })
    expect(body(noReferrer)).toMatchObject({
      msg: 'You have no referrer, cannot place order',
      data: { reason: 'noReferrer' },
    })
    expect((await purchase(orphan)).referrerAddress).toBeNull()

    const fresh = await signUpMember(t)
    const pendingActivation = await postClubOrder(t, fresh, 'k')
    expect(pendingActivation.statusCode).toBe(409)
    expect(body(pendingActivation).data).toMatchObject({ reason: 'activationPending' })
    expect((await purchase(fresh)).activation).toBe('unknown')
    expect([...(await ordersOf(orphan)), ...(await ordersOf(fresh))]).toEqual([])
  })

  it('lists the caller’s orders newest first in cursor pages, and shows one by id', async () => {
    const first = await get('/app/club/orders?limit=3')
    const page = body<{ items: ClubOrderView[]; nextCursor: string | null }>(first).data
    expect(page.items).toHaveLength(3)
    expect(page.nextCursor).not.toBeNull()
    const rest = body<{ items: ClubOrderView[]; nextCursor: string | null }>(
      await get(`/app/club/orders?limit=3&cursor=${page.nextCursor}`),
    ).data
    expect(rest.items).toHaveLength(1)
    expect(rest.nextCursor).toBeNull()
    const all = [...page.items, ...rest.items]
    expect(all.map((order) => order.createdAt)).toEqual(
      all
        .map((order) => order.createdAt)
        .sort()
        .reverse(),
    )
    expect(all.every((order) => order.mintAmount === PRICE)).toBe(true)

    const one = await get(`/app/club/orders/${all[0]?.id}`)
    expect(body<ClubOrderView>(one).data).toEqual(all[0])

    const [carded] = await t.database.db
      .select()
      .from(clubOrders)
      .where(eq(clubOrders.uuid, all[1]?.id ?? ''))
    await t.database.db.insert(cards).values({
      orderId: carded?.id ?? 0,
      memberId: alice.id,
      number: '1234567812345678',
      secretCiphertext: 'sealed',
      secretHash: 'hashed',
      value: BigInt(PRICE),
      remaining: BigInt(PRICE),
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    })
    const withCard = body<ClubOrderView>(await get(`/app/club/orders/${all[1]?.id}`)).data
    expect(withCard.hasCard).toBe(true)
    expect(body<ClubOrderView>(await get(`/app/club/orders/${all[0]?.id}`)).data.hasCard).toBe(false)
  })

  it('answers another member’s order exactly like a missing one (404)', async () => {
    const [alices] = await ordersOf(alice)
    const theirs = await get(`/app/club/orders/${alices?.uuid}`, bob)
    const missing = await get(`/app/club/orders/${randomUUID()}`, bob)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.body).toBe(missing.body)
    for (const action of ['cancel', 'tx']) {
      const foreign = await post(`/app/club/orders/${alices?.uuid}/${action}`, { txHash: hash('b2') }, bob)
      const absent = await post(`/app/club/orders/${randomUUID()}/${action}`, { txHash: hash('b2') }, bob)
      expect(foreign.statusCode).toBe(404)
      expect(foreign.body).toBe(absent.body)
    }
  })

  it('refuses every route without a session (401)', async () => {
    const id = randomUUID()
    const responses = await Promise.all([
      get('/app/club/purchase', null),
      get('/app/club/orders', null),
      get(`/app/club/orders/${id}`, null),
      post('/app/club/orders', {}, null),
      post(`/app/club/orders/${id}/tx`, { txHash: hash('c3') }, null),
      post(`/app/club/orders/${id}/cancel`, {}, null),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401])
  })

  it('bad input is a 400 with code 7 and writes nothing', async () => {
    const carol = await signUpMember(t)
    await whitelistMember(t.database.db, carol.id)
    const [order] = await ordersOf(alice)
    const bad = await Promise.all([
      postClubOrder(t, carol, null),
      postClubOrder(t, carol, 'has space'),
      postClubOrder(t, carol, 'k1', { communityNumber: 'x'.repeat(33) }),
      postClubOrder(t, carol, 'k2', { communityNumber: 'a\u0000b' }),
      post(`/app/club/orders/${order?.uuid}/tx`, { txHash: '0x1234' }),
      get('/app/club/orders?cursor=abc'),
      get('/app/club/orders?limit=1000'),
    ])
    for (const response of bad) {
      expect(response.statusCode).toBe(400)
      expect(body(response).code).toBe(7)
    }
    // A malformed id names nothing: answered like a missing order, not as bad input.
    expect((await post('/app/club/orders/not-a-uuid/cancel')).statusCode).toBe(404)
    expect(await ordersOf(carol)).toEqual([])
    expect((await ordersOf(alice)).find((row) => row.id === order?.id)).toEqual(order)
  })

  it('cancels pending orders left unsent past the rules’ 30 minutes, and only those', async () => {
    const dave = await signUpMember(t)
    await whitelistMember(t.database.db, dave.id)
    const order = body<ClubOrderView>(await postClubOrder(t, dave, 'd-1')).data
    expect(await expirePendingOrders(t.database.db, { now: new Date(Date.now() + 29 * 60_000) })).toEqual({
      cancelled: 0,
    })
    expect(await expirePendingOrders(t.database.db, { now: new Date(Date.now() + 31 * 60_000) })).toEqual({
      cancelled: 1,
    })
    const [row] = await ordersOf(dave)
    expect(row).toMatchObject({ uuid: order.id, status: 'cancelled', failureReason: 'expiredUnsent' })
    expect((await ordersOf(alice)).map((other) => other.status)).not.toContain('cancelled')
  })
})

/** POST /app/club/orders as `member` with the given Idempotency-Key (omitted when null). */
function postClubOrder(
  t: TestApp,
  member: TestMember,
  key: string | null,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/app/club/orders',
    headers: { ...member.auth, ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
    payload,
  })
}
