import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import {
  applyMovement,
  replayedMovement,
  type CardMovementParameters,
  type CardMovementReturnType,
} from './cardMovement'
import { lockCardByNumber } from './cardView'

export type RefundToCardParameters = CardMovementParameters & { cardNumber: string }
export type RefundToCardReturnType = CardMovementReturnType
/** cardInvalid (no such card), cardRevoked, invalidParams (past the card's value), idempotencyMismatch. */
export type RefundToCardErrorType = DomainError

/**
 * Puts `amount` back on a card (a marketplace order paid with it was refunded), never past its value;
 * ledger shop_revenue → shopping_cards. Needs no secret: only the marketplace, which took the payment,
 * refunds it. Row lock, idempotency and the caller's transaction as in spendFromCard.
 */
export async function refundToCard(db: Db, p: RefundToCardParameters): Promise<RefundToCardReturnType> {
  return db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, p.cardNumber)
    const replay = await replayedMovement(tx, card, 'refund', p)
    if (replay) return replay
    // A revoked card's spent part is the member's debt (cardRevocation.ts): value put back on it now
    // would be spendable the moment it is reinstated, so the operator settles such a refund instead.
    if (card.revokedAt) throw invalidInput('cardRevoked')
    if (card.remaining + p.amount > card.value) throw invalidInput('invalidParams', { field: 'amount' })
    return applyMovement(tx, card, 'refund', p)
  })
}
