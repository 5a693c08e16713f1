import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckCardResponse, ShoppingCard, ShoppingCards, UsableCards } from '@vita/shared'
import { cardSecretStepUp } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { getAccountBalances } from '../../ledger'
import { joinClub, ORDER, seedOrder, type ClubTestMember } from '../clubTesting'
import { CARD_CHECKS_PER_MINUTE } from './cards'
import type { ClubOrderRow } from '../tables'

describe.each(testDatabaseKinds)('shopping card routes (%s)', (kind) => {
  let t: TestApp
  let a: ClubTestMember, b: ClubTestMember
  let active: ClubOrderRow, completed: ClubOrderRow, pending: ClubOrderRow, ofB: ClubOrderRow
  const generate = (orderId: string, key: string, who: ClubTestMember = a) =>
    t.app.inject({
      method: 'POST',
      url: '/app/club/cards',
      headers: { ...who.auth, 'idempotency-key': key },
      payload: { orderId },
    })
  const get = (url: string, who: ClubTestMember = a) =>
    t.app.inject({ method: 'GET', url, headers: who.auth })
  const check = (payload: object, who: ClubTestMember = a) =>
    t.app.inject({ method: 'POST', url: '/app/club/cards/check', headers: who.auth, payload })
  /** The owner's wallet signs for `cardNumber` (another member's wallet when `signer` says so). */
  const reveal = async (card: ShoppingCard, who: ClubTestMember = a, signer: ClubTestMember = who) => {
    const expiry = Math.floor(t.clock.now.getTime() / 1000) + 300
    const typed = cardSecretStepUp(TEST_CHAIN_ID, TEST_DEPLOYMENT.contracts.order ?? '0x', {
      cardNumber: card.number,
      expiry: BigInt(expiry),
    })
    const signature = await signer.account.signTypedData(typed)
    return t.app.inject({
      method: 'POST',
      url: `/app/club/cards/${card.id}/secret`,
      headers: who.auth,
      payload: { signature, expiry },
    })
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { deployment: TEST_DEPLOYMENT })
    a = await joinClub(t)
    b = await joinClub(t)
    const { db } = t.database
    completed = await seedOrder(db, a.id, { status: 'completed' })
    pending = await seedOrder(db, a.id, { status: 'pending' })
    active = await seedOrder(db, a.id)
    ofB = await seedOrder(db, b.id)
  })
  afterAll(() => t.close())

  it('lists the active orders without a card, generates one worth the order, replays the same key', async () => {
    const before = body<ShoppingCards>(await get('/app/club/cards')).data
    expect(before.cards).toEqual([])
    expect(before.ordersWithoutCard.map((order) => order.id)).toEqual([active.uuid])

    const response = await generate(active.uuid, 'card-1')
    expect(response.statusCode, response.body).toBe(200)
    const card = body<ShoppingCard>(response).data
    expect(card).toMatchObject({ orderId: active.uuid, status: 'available', value: String(ORDER) })
    expect(card.remaining).toBe(card.value)
    expect(card.number).toMatch(/^\d{16}$/)
    const days = (Date.parse(card.expiresAt) - Date.parse(card.createdAt)) / 86_400_000
    expect(days).toBe(365)

    expect(body<ShoppingCard>(await generate(active.uuid, 'card-1')).data).toEqual(card)
    const after = body<ShoppingCards>(await get('/app/club/cards')).data
    expect(after).toEqual({ cards: [card], ordersWithoutCard: [] })
    const [issued] = await getAccountBalances(t.database.db, {
      owner: { systemCode: 'shopping_cards' },
      currency: 'USDT',
    })
    expect(issued?.balance).toBe(ORDER)
  })

  it('refuses a second card for the order, a non-active order, someone else’s order and a reused key', async () => {
    const refusal = async (response: Awaited<ReturnType<typeof generate>>) => [
      response.statusCode,
      body<{ reason: string }>(response).data.reason,
    ]
    expect(await refusal(await generate(active.uuid, 'card-2'))).toEqual([409, 'cardAlreadyGenerated'])
    expect(await refusal(await generate(completed.uuid, 'card-3'))).toEqual([400, 'cardOrderNotActive'])
    expect(await refusal(await generate(pending.uuid, 'card-4'))).toEqual([400, 'cardOrderNotActive'])
    expect(await refusal(await generate(ofB.uuid, 'card-5'))).toEqual([404, 'notFound'])
    expect(await refusal(await generate(completed.uuid, 'card-1'))).toEqual([409, 'idempotencyMismatch'])
  })

  it('reveals the secret to the owner only, and checks a card by number and secret', async () => {
    const [card] = body<ShoppingCards>(await get('/app/club/cards')).data.cards
    if (!card) throw new Error('no card')
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/app/club/cards/${card.id}/secret`,
      headers: a.auth,
      payload: {},
    })
    expect([unsigned.statusCode, body<{ reason: string }>(unsigned).data.reason]).toEqual([
      400,
      'stepUpRequired',
    ])
    const forged = await reveal(card, a, b)
    expect([forged.statusCode, body<{ reason: string }>(forged).data.reason]).toEqual([400, 'stepUpInvalid'])
    const revealed = await reveal(card)
    const { secret } = body<{ secret: string }>(revealed).data
    expect(secret).toMatch(/^[2-9A-HJKMNP-Z]{15}$/)
    expect((await reveal(card, b)).statusCode).toBe(404)
    // As copied or typed: in groups, in lower case.
    const typed = `${secret.slice(0, 5)}-${secret.slice(5, 10)} ${secret.slice(10)}`.toLowerCase()
    expect(body<CheckCardResponse>(await check({ number: card.number, secret: typed }, b)).data.status).toBe(
      'available',
    )

    const state = body<CheckCardResponse>(await check({ number: card.number, secret }, b)).data
    expect(state).toEqual({
      number: card.number,
      status: 'available',
      value: card.value,
      remaining: card.remaining,
      expiresAt: card.expiresAt,
    })
    const wrongSecret = secret.startsWith('A') ? `B${secret.slice(1)}` : `A${secret.slice(1)}`
    const wrongNumber = card.number.startsWith('1') ? `2${card.number.slice(1)}` : `1${card.number.slice(1)}`
    for (const payload of [
      { number: card.number, secret: wrongSecret },
      { number: wrongNumber, secret },
    ]) {
      const response = await check(payload, b)
      expect(response.statusCode).toBe(400)
      expect(body<{ reason: string }>(response).data.reason).toBe('cardInvalid')
    }
  })

  it("offers the caller's own usable cards only, numbers without secrets", async () => {
    const [card] = body<ShoppingCards>(await get('/app/club/cards')).data.cards
    if (!card) throw new Error('no card')
    const response = await get('/app/club/cards/usable')
    expect(response.statusCode).toBe(200)
    expect(body<UsableCards>(response).data).toEqual({
      cards: [{ id: card.id, number: card.number, remaining: card.remaining, expiresAt: card.expiresAt }],
    })
    expect(body<UsableCards>(await get('/app/club/cards/usable', b)).data).toEqual({ cards: [] })
  })

  it(`limits card checks to ${CARD_CHECKS_PER_MINUTE} a minute per member`, async () => {
    const other = await joinClub(t)
    const payload = { number: '0'.repeat(16), secret: 'a'.repeat(12) }
    for (let i = 0; i < CARD_CHECKS_PER_MINUTE; i++)
      expect((await check(payload, other)).statusCode).toBe(400)
    expect((await check(payload, other)).statusCode).toBe(429)
  })

  it('refuses bad input with 400 code 7 and a missing session with 401', async () => {
    const bad = [
      await generate('not-a-uuid', 'card-6'),
      await t.app.inject({
        method: 'POST',
        url: '/app/club/cards',
        headers: a.auth,
        payload: { orderId: active.uuid },
      }),
      await check({ number: '123', secret: 'abc' }),
    ]
    for (const response of bad) {
      expect(response.statusCode).toBe(400)
      expect(body(response).code).toBe(7)
    }
    for (const [method, url] of [
      ['GET', '/app/club/cards'],
      ['GET', '/app/club/cards/usable'],
      ['POST', '/app/club/cards'],
      ['POST', `/app/club/cards/${active.uuid}/secret`],
      ['POST', '/app/club/cards/check'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401)
  })
})
