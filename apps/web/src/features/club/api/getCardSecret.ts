import { cardSecretStepUp } from '@vita/shared/stepUp'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { stepUpExpiry, type StepUpSigner } from '../../../platform/wallet/signStepUp'

export type GetCardSecretParameters = {
  card: { id: string; number: string }
  /** The member's wallet: whoever holds a secret can spend the card, so revealing it is signed. */
  sign: StepUpSigner
  now?: () => number
}

/**
 * POST /app/club/cards/:id/secret: the owner's wallet signs for the card's number (cardSecretStepUp),
 * then the API answers the secret (15 characters; 12 on older cards) (never cached). A refused signature sends nothing.
 */
export async function getCardSecret({
  card,
  sign,
  now = Date.now,
}: GetCardSecretParameters): Promise<string> {
  const expiry = stepUpExpiry(now())
  const signature = await sign(({ chainId, verifyingContract }) =>
    cardSecretStepUp(chainId, verifyingContract, { cardNumber: card.number, expiry: BigInt(expiry) }),
  )
  const { secret } = await apiRequest(`/club/cards/${encodeURIComponent(card.id)}/secret`, {
    method: 'POST',
    body: { signature, expiry },
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.cardSecretSchema)),
  })
  return secret
}
