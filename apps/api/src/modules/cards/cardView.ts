import { eq, sql } from 'drizzle-orm'
import { normaliseCardSecret, type CardStatus, type CheckCardResponse, type ShoppingCard } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { invalidInput } from '../../platform/http/domainError'
import { clubCardOrders } from './clubOrders'
import { cards, type CardRow } from './tables'
import { cardSecretMatches, type CardKeys } from './cardSecrets'

/** Revoked while a reorg took its order away, expired past its expiry, used when nothing is left, else available. */
export function cardStatus(
  card: Pick<CardRow, 'remaining' | 'expiresAt' | 'revokedAt'>,
  now: Date,
): CardStatus {
  if (card.revokedAt) return 'revoked'
  if (now.getTime() >= card.expiresAt.getTime()) return 'expired'
  return card.remaining === 0n ? 'used' : 'available'
}

export function cardState(card: CardRow, now: Date): CheckCardResponse {
  return {
    number: card.number,
    status: cardStatus(card, now),
    value: card.value.toString(),
    remaining: card.remaining.toString(),
    expiresAt: card.expiresAt.toISOString(),
  }
}

export function shoppingCardView(card: CardRow, orderUuid: string, now: Date): ShoppingCard {
  const { number: _number, ...state } = cardState(card, now)
  return {
    id: card.uuid,
    orderId: orderUuid,
    number: card.number,
    ...state,
    createdAt: card.createdAt.toISOString(),
  }
}

/** The card's order uuid (the API names orders by uuid). */
export async function orderUuidOf(db: Db, orderId: number): Promise<string> {
  const [row] = await db
    .select({ uuid: clubCardOrders.uuid })
    .from(clubCardOrders)
    .where(eq(clubCardOrders.id, orderId))
  if (!row) throw new Error(`order ${orderId} of a card vanished`)
  return row.uuid
}

/**
 * The card with this number if the secret is its own, its row locked for the rest of the caller's
 * transaction when `lock`; otherwise cardInvalid (a wrong number and a wrong secret look alike).
 */
export async function findCardBySecret(
  db: Db,
  keys: CardKeys,
  p: { number: string; secret: string; lock: boolean },
): Promise<CardRow> {
  const query = db.select().from(cards).where(eq(cards.number, p.number))
  const [card] = p.lock ? await query.for('update') : await query
  // Every way in (check, payment, spend) compares the secret as issued: see normaliseCardSecret.
  if (!cardSecretMatches(keys, p.number, normaliseCardSecret(p.secret), card?.secretHash) || !card)
    throw invalidInput('cardInvalid')
  return card
}

/** The card with this number, locked for the rest of the caller's transaction; cardInvalid if none. */
export async function lockCardByNumber(db: Db, number: string): Promise<CardRow> {
  const [card] = await db.select().from(cards).where(eq(cards.number, number)).for('update')
  if (!card) throw invalidInput('cardInvalid')
  return card
}

/** Moves `delta` onto (positive) or off (negative) the card's remaining value. */
export async function moveCardRemaining(db: Db, cardId: number, delta: bigint): Promise<CardRow> {
  const [card] = await db
    .update(cards)
    .set({ remaining: sql`${cards.remaining} + ${delta.toString()}::numeric`, updatedAt: sql`now()` })
    .where(eq(cards.id, cardId))
    .returning()
  if (!card) throw new Error(`card ${cardId} vanished`)
  return card
}
