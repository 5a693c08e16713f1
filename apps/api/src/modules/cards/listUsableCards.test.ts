import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLUB_RULES } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { insertTestMembers } from '../members/membersTesting'
import { ORDER, seedOrder, UNIT } from '../club/clubTesting'
import { cards } from './tables'
import { createCardService } from '.'

const cardService = createCardService('usable-cards-test-key-usable-cards-test-key')
const now = new Date('2026-03-10T02:00:00Z')
const DAY_MS = 86_400_000

describe.each(testDatabaseKinds)('listUsableCards (%s)', (kind) => {
  let database: TestDatabase
  let issued = 0
  const issue = async (memberId: number, at = now) => {
    const order = await seedOrder(database.db, memberId)
    const { card } = await cardService.issueCard(database.db, {
      memberId,
      orderUuid: order.uuid,
      requestKey: `issue-${++issued}`,
      rules: DEFAULT_CLUB_RULES,
      cardConfirmations: 1,
      now: at,
    })
    return card
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2])
  })
  afterAll(() => database.dispose())

  it("answers only the caller's cards that can pay now, the soonest to expire first", async () => {
    const later = await issue(1)
    const sooner = await issue(1, new Date(now.getTime() - 100 * DAY_MS))
    const partlySpent = await issue(1, new Date(now.getTime() - 10 * DAY_MS))
    const usedUp = await issue(1)
    const expired = await issue(1, new Date(now.getTime() - 366 * DAY_MS))
    const revoked = await issue(1)
    await issue(2)
    const spend = async (card: { number: string; id: string }, amount: bigint, key: string) => {
      const { secret } = await cardService.revealCardSecret(database.db, {
        memberId: 1,
        cardUuid: card.id,
        verifyStepUp: () => Promise.resolve(),
      })
      await cardService.spendFromCard(database.db, {
        cardNumber: card.number,
        secret,
        amount,
        idempotencyKey: key,
        reference: { type: 'shop_order', id: key },
        now,
      })
    }
    await spend(partlySpent, 24n * UNIT, 'part')
    await spend(usedUp, ORDER, 'all')
    await database.db.update(cards).set({ revokedAt: now }).where(eq(cards.uuid, revoked.id))

    const { cards: usable } = await cardService.listUsableCards(database.db, { memberId: 1, now })
    expect(usable).toEqual([
      { id: sooner.id, number: sooner.number, remaining: String(ORDER), expiresAt: sooner.expiresAt },
      {
        id: partlySpent.id,
        number: partlySpent.number,
        remaining: String(200n * UNIT),
        expiresAt: partlySpent.expiresAt,
      },
      { id: later.id, number: later.number, remaining: String(ORDER), expiresAt: later.expiresAt },
    ])
    expect(usable.map((card) => card.id)).not.toContain(expired.id)
    expect((await cardService.listUsableCards(database.db, { memberId: 3, now })).cards).toEqual([])
  })

  it('drops a card the moment it expires (cardStatus: expired at its expiry)', async () => {
    const card = await issue(2)
    const at = new Date(card.expiresAt)
    const ids = async (when: Date) =>
      (await cardService.listUsableCards(database.db, { memberId: 2, now: when })).cards.map((c) => c.id)
    expect(await ids(new Date(at.getTime() - 1))).toContain(card.id)
    expect(await ids(at)).not.toContain(card.id)
  })
})
