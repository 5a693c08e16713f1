import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

/** GET /app/club/cards/:id/secret: the owner reveals a card's 12-character secret (never cached). */
export async function getCardSecret(id: string): Promise<string> {
  const { secret } = await apiRequest(`/club/cards/${encodeURIComponent(id)}/secret`, {
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.cardSecretSchema)),
  })
  return secret
}
