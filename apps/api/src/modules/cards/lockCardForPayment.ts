import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import { cards } from './tables'
import type { CardKeys } from './cardSecrets'
import { cardStatus, findCardBySecret } from './cardView'

export type LockCardForPaymentParameters = { number: string; secret: string; now: Date }
/** The card's uuid and the value left on it while its row is locked. */
export type LockCardForPaymentReturnType = { uuid: string; remaining: bigint }
/** cardInvalid (wrong number or secret: they look alike), cardUnavailable (expired or used up). */
export type LockCardForPaymentErrorType = DomainError

/**
 * Locks the card's row for the rest of the caller's transaction (call it inside one) once its secret
 * matches, and answers the value left on it: a payment splits its amount by what is left *after* any
 * other payment of the same card, and spendFromCard in the same transaction finds the lock already
 * held, so two orders paying with one card at once never spend more than its value.
 */
export async function lockCardForPayment(
  tx: Db,
  keys: CardKeys,
  p: LockCardForPaymentParameters,
): Promise<LockCardForPaymentReturnType> {
  const card = await findCardBySecret(tx, keys, { number: p.number, secret: p.secret, lock: true })
  if (cardStatus(card, p.now) !== 'available') throw invalidInput('cardUnavailable')
  return { uuid: card.uuid, remaining: card.remaining }
}

/** The number of the card with this uuid (a refund goes back to the card that paid); null if none. */
export async function cardNumberOf(db: Db, cardUuid: string): Promise<string | null> {
  const [row] = await db.select({ number: cards.number }).from(cards).where(eq(cards.uuid, cardUuid))
  return row?.number ?? null
}
