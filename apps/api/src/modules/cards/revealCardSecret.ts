import { and, eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { notFound } from '../../platform/http/domainError'
import { isClubId } from '@vita/shared'
import { cards } from './tables'
import { decryptCardSecret, type CardKeys } from './cardSecrets'

export type RevealCardSecretParameters = {
  memberId: number
  cardUuid: string
  /**
   * The wallet step-up over the card's number (cardSecretStepUp): whoever holds a secret can spend the
   * card, so the session token alone does not reveal it. Called once the card is known to be the
   * caller's, so another member's card answers 404 before any signature is looked at.
   */
  verifyStepUp: (cardNumber: string) => Promise<void>
}

/** POST /club/cards/:id/secret: the owner's card secret; any other id (theirs or none) is 404. */
export async function revealCardSecret(
  db: Db,
  keys: CardKeys,
  p: RevealCardSecretParameters,
): Promise<{ secret: string }> {
  if (!isClubId(p.cardUuid)) throw notFound()
  const [card] = await db
    .select({ number: cards.number, secretCiphertext: cards.secretCiphertext })
    .from(cards)
    .where(and(eq(cards.uuid, p.cardUuid), eq(cards.memberId, p.memberId)))
  if (!card) throw notFound()
  await p.verifyStepUp(card.number)
  return { secret: decryptCardSecret(keys, card.number, card.secretCiphertext) }
}
