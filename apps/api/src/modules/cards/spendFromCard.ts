import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import {
  applyMovement,
  replayedMovement,
  type CardMovementParameters,
  type CardMovementReturnType,
} from './cardMovement'
import type { CardKeys } from './cardSecrets'
import { cardStatus, findCardBySecret } from './cardView'

export type SpendFromCardParameters = CardMovementParameters & { cardNumber: string; secret: string }
export type SpendFromCardReturnType = CardMovementReturnType
/** cardInvalid, cardUnavailable (expired or used up), cardInsufficient, idempotencyMismatch. */
export type SpendFromCardErrorType = DomainError

/**
 * Pays `amount` from a card (club-rules §6: whole or in part, the rest stays on it): the card row is
 * locked, so concurrent payments queue and the remaining value never goes below zero; ledger
 * shopping_cards → shop_revenue. In a caller's transaction it runs as a savepoint of it, so the
 * marketplace's order and the card payment commit or fail together.
 */
export async function spendFromCard(
  db: Db,
  keys: CardKeys,
  p: SpendFromCardParameters,
): Promise<SpendFromCardReturnType> {
  return db.transaction(async (tx) => {
    const card = await findCardBySecret(tx, keys, { number: p.cardNumber, secret: p.secret, lock: true })
    const replay = await replayedMovement(tx, card, 'spend', p)
    if (replay) return replay
    if (cardStatus(card, p.now ?? new Date()) !== 'available') throw invalidInput('cardUnavailable')
    if (card.remaining < p.amount) throw invalidInput('cardInsufficient')
    return applyMovement(tx, card, 'spend', p)
  })
}
