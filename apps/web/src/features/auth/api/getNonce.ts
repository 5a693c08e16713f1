import { useMutation } from '@tanstack/react-query'
import { getNonceResponseSchema, type GetNonceResponse } from '@vita/shared/schemas/auth'
import { apiRequest } from '../../../lib/http'

export type GetNonceParameters = { address: string }
export type GetNonceReturnType = GetNonceResponse

/** POST /app/auth/get-nonce: a single-use nonce and the message the wallet signs. */
export function getNonce({ address }: GetNonceParameters): Promise<GetNonceReturnType> {
  return apiRequest('/auth/get-nonce', { method: 'POST', body: { address }, parse: (d) => getNonceResponseSchema.parse(d) })
}

export function useGetNonce() {
  return useMutation({ mutationFn: getNonce, meta: { silent: true } })
}
