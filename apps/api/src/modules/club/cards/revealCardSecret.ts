import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../platform/db/client'
import { notFound } from '../../../platform/http/domainError'
import { isClubId } from '@vita/shared'
import { clubCards } from '../tables'
import { decryptCardSecret, type CardKeys } from './cardSecrets'

/** GET /club/cards/:id/secret: the owner's card secret; any other id (theirs or none) is 404. */
export async function revealCardSecret(
  db: Db,
  keys: CardKeys,
  p: { memberId: number; cardUuid: string },
): Promise<{ secret: string }> {
  if (!isClubId(p.cardUuid)) throw notFound()
  const [card] = await db
    .select({ number: clubCards.number, secretCiphertext: clubCards.secretCiphertext })
    .from(clubCards)
    .where(and(eq(clubCards.uuid, p.cardUuid), eq(clubCards.memberId, p.memberId)))
  if (!card) throw notFound()
  return { secret: decryptCardSecret(keys, card.number, card.secretCiphertext) }
}
