import { sql } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { queryRows } from '../../../platform/db/sql'
import { invalidInput, type DomainError } from '../../../platform/http/domainError'
import type { CardService } from '../../club'

export type LockedCard = { uuid: string; remaining: bigint }
/** cardInvalid (wrong number or secret), cardUnavailable (expired or used up). */
export type LockCardForPaymentErrorType = DomainError

// The club exports no "lock and read" of a card: its row is locked here by number (the club's own
// lock, taken first, so spendFromCard's lock in the same transaction is already held) and read in
// place, because the split must use the value left *after* any other payment of the same card.
/**
 * The card's uuid and remaining value under its row lock for the rest of the caller's transaction,
 * once the card service has checked the secret and that the card can pay.
 */
export async function lockCardForPayment(
  tx: Db,
  cards: CardService,
  p: { number: string; secret: string; now: Date },
): Promise<LockedCard> {
  const [row] = await queryRows<{ uuid: string; remaining: string }>(
    tx,
    sql`select uuid::text, remaining::text from club_cards where number = ${p.number} for update`,
  )
  const state = await cards.checkCard(tx, p)
  if (!row) throw invalidInput('cardInvalid')
  if (state.status !== 'available') throw invalidInput('cardUnavailable')
  return { uuid: row.uuid, remaining: BigInt(row.remaining) }
}

/** The number of the card with this uuid (a refund goes back to the card that paid). */
export async function cardNumberOf(db: Db, cardUuid: string): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`select number from club_cards where uuid = ${cardUuid}::uuid`,
  )
  if (!row) throw new Error(`card ${cardUuid} of a paid order vanished`)
  return row.number
}
