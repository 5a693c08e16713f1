import type { CheckCardResponse } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import type { CardKeys } from './cardSecrets'
import { cardState, findCardBySecret } from './cardView'

/** A card's state by number and secret (/card-service); cardInvalid for a wrong pair. */
export async function checkCard(
  db: Db,
  keys: CardKeys,
  p: { number: string; secret: string; now: Date },
): Promise<CheckCardResponse> {
  const card = await findCardBySecret(db, keys, { number: p.number, secret: p.secret, lock: false })
  return cardState(card, p.now)
}
