import type { GetNonceResponse } from '@vita/shared/schemas/auth'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

export type GetNonceParameters = { address: string }
export type GetNonceReturnType = GetNonceResponse

/** POST /app/auth/get-nonce: a single-use nonce and the message the wallet signs. */
export function getNonce({ address }: GetNonceParameters): Promise<GetNonceReturnType> {
  return apiRequest('/auth/get-nonce', {
    method: 'POST',
    body: { address },
    parse: lazyParse(() => import('@vita/shared/schemas/auth').then((m) => m.getNonceResponseSchema)),
  })
}
