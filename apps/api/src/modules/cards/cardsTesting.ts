import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { deriveCardKeys, encryptCardSecret, hashCardSecret } from './cardSecrets'
import { cards } from './tables'

/**
 * Gives a card the secret a card issued before issue 33 had (12 of [0-9A-Za-z], case-sensitive), kept
 * as the issuer keeps one: encrypted and hashed under the service's CARD_SECRET_KEY.
 */
export async function setOldCardSecret(
  db: Db,
  cardSecretKey: string,
  card: { id: string; number: string },
  secret: string,
): Promise<void> {
  const keys = deriveCardKeys(cardSecretKey)
  await db
    .update(cards)
    .set({
      secretCiphertext: encryptCardSecret(keys, card.number, secret),
      secretHash: hashCardSecret(keys, card.number, secret),
    })
    .where(eq(cards.uuid, card.id))
}

/** Marks the card revoked (as a reorg's revocation would), for tests of what a revoked card cannot do. */
export async function markCardRevoked(db: Db, cardUuid: string, at: Date): Promise<void> {
  await db.update(cards).set({ revokedAt: at }).where(eq(cards.uuid, cardUuid))
}

/** For other modules' tests that check what a card holds after their change (the club's reorgs). */
export { cardRevocations, cards } from './tables'
