import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { ledgerViolations, rejectionKey } from '../ledger/ledgerTesting'
import { insertTestMembers } from '../members/membersTesting'
import { ORDER, seedOrder, signedInTest, UNIT } from '../club/clubTesting'
import { setOldCardSecret } from './cardsTesting'
import { cardNumberOf, createCardService } from '.'

const cardSecretKey = 'card-service-test-key-card-service-test-key'
const cards = createCardService(cardSecretKey)
const now = new Date('2026-03-10T02:00:00Z')
const reference = { type: 'shop_order', id: 'order-1' }

describe.each(testDatabaseKinds)('the card service (%s)', (kind) => {
  let database: TestDatabase
  let issued = 0
  /** A fresh card on a fresh active order of member 1, with its secret. */
  async function newCard() {
    const order = await seedOrder(database.db, 1)
    const { card } = await cards.issueCard(database.db, {
      memberId: 1,
      orderUuid: order.uuid,
      requestKey: `issue-${++issued}`,
      rules: DEFAULT_CLUB_RULES,
      cardConfirmations: 1,
      now,
    })
    const { secret } = await cards.revealCardSecret(database.db, {
      memberId: 1,
      cardUuid: card.id,
      verifyStepUp: signedInTest,
    })
    return { number: card.number, secret, id: card.id }
  }
  const balance = async (systemCode: 'shopping_cards' | 'shop_revenue') =>
    (await getAccountBalances(database.db, { owner: { systemCode }, currency: 'USDT' }))[0]?.balance

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
  })
  afterAll(() => database.dispose())

  it('spends a card in parts down to zero (then "used"), never past what is left; a retry replays', async () => {
    const card = await newCard()
    const spend = (amount: bigint, key: string) =>
      cards.spendFromCard(database.db, {
        cardNumber: card.number,
        secret: card.secret,
        amount,
        idempotencyKey: key,
        reference,
        now,
      })
    const first = await spend(100n * UNIT, 'pay-1')
    expect(first).toMatchObject({
      replayed: false,
      card: { status: 'available', remaining: String(124n * UNIT) },
    })
    expect(await spend(100n * UNIT, 'pay-1')).toMatchObject({ replayed: true, movementId: first.movementId })
    expect(await rejectionKey(spend(125n * UNIT, 'pay-2'))).toBe('cardInsufficient')
    expect(await rejectionKey(spend(1n, 'pay-1'))).toBe('idempotencyMismatch')
    const rest = await spend(124n * UNIT, 'pay-3')
    expect(rest.card).toMatchObject({ status: 'used', remaining: '0' })
    expect(await rejectionKey(spend(1n, 'pay-4'))).toBe('cardUnavailable')
    expect(await rejectionKey(spend(0n, 'pay-5'))).toBe('cardUnavailable')
    expect(
      await rejectionKey(
        cards.spendFromCard(database.db, {
          cardNumber: card.number,
          secret: 'A'.repeat(12),
          amount: 1n,
          idempotencyKey: 'pay-6',
          reference,
        }),
      ),
    ).toBe('cardInvalid')
    expect(await balance('shop_revenue')).toBe(ORDER)
  })

  it('locks a card for a payment: the value left under the lock, its uuid for the refund later', async () => {
    const card = await newCard()
    const lock = (p: { secret?: string; at?: Date }) =>
      database.db.transaction((tx) =>
        cards.lockCardForPayment(tx, {
          number: card.number,
          secret: p.secret ?? card.secret,
          now: p.at ?? now,
        }),
      )
    expect(await lock({})).toEqual({ uuid: card.id, remaining: 224n * UNIT })
    expect(await cardNumberOf(database.db, card.id)).toBe(card.number)
    expect(await cardNumberOf(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await rejectionKey(lock({ secret: 'A'.repeat(12) }))).toBe('cardInvalid')
    expect(await rejectionKey(lock({ at: new Date(now.getTime() + 365 * 86_400_000) }))).toBe(
      'cardUnavailable',
    )
  })

  it('issues a 15-character secret without look-alikes that pays typed in lower case and in groups', async () => {
    const card = await newCard()
    expect(card.secret).toMatch(/^[2-9A-HJKMNP-Z]{15}$/)
    const typed = `${card.secret.slice(0, 5)} ${card.secret.slice(5, 10)}-${card.secret.slice(10)}`
    const paid = await cards.spendFromCard(database.db, {
      cardNumber: card.number,
      secret: typed.toLowerCase(),
      amount: UNIT,
      idempotencyKey: 'pay-typed',
      reference,
      now,
    })
    expect(paid.card.remaining).toBe(String(223n * UNIT))
  })

  it('an old 12-character secret still pays, exactly as issued and in no other case', async () => {
    const card = await newCard()
    await setOldCardSecret(database.db, cardSecretKey, card, 'aB3dEf6hIj9K')
    const lock = (secret: string) =>
      database.db.transaction((tx) => cards.lockCardForPayment(tx, { number: card.number, secret, now }))
    expect(await rejectionKey(lock(card.secret))).toBe('cardInvalid')
    expect(await rejectionKey(lock('AB3DEF6HIJ9K'))).toBe('cardInvalid')
    expect(await rejectionKey(lock('ab3def6hij9k'))).toBe('cardInvalid')
    expect(await lock('aB3d-Ef6h-Ij9K')).toEqual({ uuid: card.id, remaining: ORDER })
    const paid = await cards.spendFromCard(database.db, {
      cardNumber: card.number,
      secret: 'aB3dEf6hIj9K',
      amount: 24n * UNIT,
      idempotencyKey: 'pay-old',
      reference,
      now,
    })
    expect(paid.card.remaining).toBe(String(200n * UNIT))
  })

  it('refunds to a card up to its value, once per key, and refuses an expired card', async () => {
    const card = await newCard()
    await cards.spendFromCard(database.db, {
      cardNumber: card.number,
      secret: card.secret,
      amount: 50n * UNIT,
      idempotencyKey: 'pay-r1',
      reference,
      now,
    })
    const refund = (amount: bigint, key: string) =>
      cards.refundToCard(database.db, {
        cardNumber: card.number,
        amount,
        idempotencyKey: key,
        reference,
        now,
      })
    expect(await rejectionKey(refund(51n * UNIT, 'refund-1'))).toBe('invalidParams')
    expect((await refund(20n * UNIT, 'refund-1')).card.remaining).toBe(String(194n * UNIT))
    expect(await refund(20n * UNIT, 'refund-1')).toMatchObject({ replayed: true })
    expect((await cards.checkCard(database.db, { ...card, now })).remaining).toBe(String(194n * UNIT))
    const later = new Date(now.getTime() + 365 * 86_400_000)
    expect((await cards.checkCard(database.db, { ...card, now: later })).status).toBe('expired')
    expect(
      await rejectionKey(
        cards.spendFromCard(database.db, {
          cardNumber: card.number,
          secret: card.secret,
          amount: 1n,
          idempotencyKey: 'pay-r2',
          reference,
          now: later,
        }),
      ),
    ).toBe('cardUnavailable')
  })

  it("commits or rolls back with the caller's transaction", async () => {
    const card = await newCard()
    const cardsBefore = await balance('shopping_cards')
    await expect(
      database.db.transaction(async (tx) => {
        await cards.spendFromCard(tx, {
          cardNumber: card.number,
          secret: card.secret,
          amount: 10n * UNIT,
          idempotencyKey: 'pay-t1',
          reference,
          now,
        })
        throw new Error('the marketplace order failed')
      }),
    ).rejects.toThrow('the marketplace order failed')
    expect((await cards.checkCard(database.db, { ...card, now })).remaining).toBe(String(ORDER))
    expect(await balance('shopping_cards')).toBe(cardsBefore)
    await database.db.transaction((tx) =>
      cards.spendFromCard(tx, {
        cardNumber: card.number,
        secret: card.secret,
        amount: 10n * UNIT,
        idempotencyKey: 'pay-t1',
        reference,
        now,
      }),
    )
    expect((await cards.checkCard(database.db, { ...card, now })).remaining).toBe(String(214n * UNIT))
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it.runIf(kind === 'postgres')(
    'never lets payments made at once take more than the card holds',
    async () => {
      const card = await newCard()
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          cards.spendFromCard(database.db, {
            cardNumber: card.number,
            secret: card.secret,
            amount: 30n * UNIT,
            idempotencyKey: `race-${i}`,
            reference,
            now,
          }),
        ),
      )
      const paid = results.filter((result) => result.status === 'fulfilled')
      expect(paid).toHaveLength(7)
      for (const result of results)
        if (result.status === 'rejected')
          expect(await rejectionKey(Promise.reject(result.reason))).toBe('cardInsufficient')
      expect((await cards.checkCard(database.db, { ...card, now })).remaining).toBe(String(14n * UNIT))
      expect(await ledgerViolations(database.db)).toEqual([])
    },
  )
})
