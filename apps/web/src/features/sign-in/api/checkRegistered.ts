import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { signInKeys } from './keys'

export type CheckRegisteredParameters = { address: string }
export type CheckRegisteredReturnType = { registered: boolean }

/** POST /app/auth/check-registered: whether this address already is a member (else an invite code is needed). */
export function checkRegistered({ address }: CheckRegisteredParameters): Promise<CheckRegisteredReturnType> {
  return apiRequest('/auth/check-registered', {
    method: 'POST',
    body: { address },
    parse: lazyParse(() => import('@vita/shared/schemas/auth').then((m) => m.checkRegisteredResponseSchema)),
  })
}

export function useCheckRegistered(address: string | undefined) {
  return useQuery({
    queryKey: signInKeys.registered(address ?? ''),
    queryFn: () => checkRegistered({ address: address ?? '' }),
    enabled: Boolean(address),
    staleTime: 60_000,
    meta: { silent: true },
  })
}
