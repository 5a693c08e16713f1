import { useQuery } from '@tanstack/react-query'
import { checkRegisteredResponseSchema } from '@vita/shared/schemas/auth'
import { apiRequest } from '../../../lib/http'
import { authKeys } from './keys'

export type CheckRegisteredParameters = { address: string }
export type CheckRegisteredReturnType = { registered: boolean }

/** POST /app/auth/check-registered: whether this address already is a member (else an invite code is needed). */
export function checkRegistered({ address }: CheckRegisteredParameters): Promise<CheckRegisteredReturnType> {
  return apiRequest('/auth/check-registered', {
    method: 'POST',
    body: { address },
    parse: (d) => checkRegisteredResponseSchema.parse(d),
  })
}

export function useCheckRegistered(address: string | undefined) {
  return useQuery({
    queryKey: authKeys.registered(address ?? ''),
    queryFn: () => checkRegistered({ address: address ?? '' }),
    enabled: Boolean(address),
    staleTime: 60_000,
    meta: { silent: true },
  })
}
