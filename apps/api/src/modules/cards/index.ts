/**
 * Shopping cards (club-rules §6), the service the marketplace pays with. Invariants: a card's
 * remaining value stays within 0…value (a CHECK) and moves only under its row lock, with one
 * card_movements row and one ledger transfer (card_issuance → shopping_cards on issue,
 * shopping_cards ↔ shop_revenue on spend and refund) in the same transaction; every movement is
 * idempotent by its key. Secrets are kept AES-256-GCM encrypted and checked by keyed hash only. A card
 * is issued only once its order is final (cardFinality.ts) and revoked when a reorg removes the order
 * (cardRevocation.ts).
 */
import type { Db } from '../../platform/db/client'
import { deriveCardKeys } from './cardSecrets'
import { checkCard } from './checkCard'
import { issueCard, type IssueCardParameters } from './issueCard'
import { listCards, type ListCardsParameters } from './listCards'
import { listUsableCards, type ListUsableCardsParameters } from './listUsableCards'
import { cardNumberOf, lockCardForPayment, type LockCardForPaymentParameters } from './lockCardForPayment'
import { refundToCard, type RefundToCardParameters } from './refundToCard'
import { revealCardSecret, type RevealCardSecretParameters } from './revealCardSecret'
import { spendFromCard, type SpendFromCardParameters } from './spendFromCard'

export type { CardMovementParameters, CardMovementReturnType } from './cardMovement'
export { reinstateCard, revokeOrderCard } from './cardRevocation'
export * from './ordersWithCards'
export { cardsModule } from './module'
export type { IssueCardErrorType, IssueCardParameters, IssueCardReturnType } from './issueCard'
export type {
  LockCardForPaymentErrorType,
  LockCardForPaymentParameters,
  LockCardForPaymentReturnType,
} from './lockCardForPayment'
export type { RefundToCardErrorType, RefundToCardParameters, RefundToCardReturnType } from './refundToCard'
/** Refunds need no card secret, so no key: callers without the configuration (operator commands) use it as is. */
export { refundToCard }
/** A paid order keeps its card's uuid; its refund needs the number (no secret, so no key either). */
export { cardNumberOf }
export type {
  SpendFromCardErrorType,
  SpendFromCardParameters,
  SpendFromCardReturnType,
} from './spendFromCard'

/**
 * The card service bound to CARD_SECRET_KEY (config.cardSecretKey). Every operation takes the database
 * handle or the caller's transaction: inside one it runs as a savepoint and commits with the caller.
 */
export function createCardService(cardSecretKey: string) {
  const keys = deriveCardKeys(cardSecretKey)
  return {
    issueCard: (db: Db, p: IssueCardParameters) => issueCard(db, keys, p),
    listCards: (db: Db, p: ListCardsParameters) => listCards(db, p),
    listUsableCards: (db: Db, p: ListUsableCardsParameters) => listUsableCards(db, p),
    revealCardSecret: (db: Db, p: RevealCardSecretParameters) => revealCardSecret(db, keys, p),
    checkCard: (db: Db, p: { number: string; secret: string; now?: Date }) =>
      checkCard(db, keys, { ...p, now: p.now ?? new Date() }),
    /** Inside the caller's transaction: the card's row locked, its remaining value read under the lock. */
    lockCardForPayment: (tx: Db, p: LockCardForPaymentParameters) => lockCardForPayment(tx, keys, p),
    spendFromCard: (db: Db, p: SpendFromCardParameters) => spendFromCard(db, keys, p),
    refundToCard: (db: Db, p: RefundToCardParameters) => refundToCard(db, p),
  }
}
export type CardService = ReturnType<typeof createCardService>
