import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AuthInfo } from '@vita/shared/schemas/auth'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

export type GetMemberInfoReturnType = AuthInfo

export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
}

/** GET /app/auth/info: the signed-in member (UUID, community number, wallet, invite code) and session expiry. */
export function getMemberInfo(): Promise<GetMemberInfoReturnType> {
  return apiRequest('/auth/info', {
    parse: lazyParse(() => import('@vita/shared/schemas/auth').then((m) => m.authInfoResponseSchema)),
  })
}

export const memberInfoQuery = () => queryOptions({ queryKey: memberKeys.info(), queryFn: getMemberInfo })

export function useMemberInfo(enabled: boolean) {
  return useQuery({ ...memberInfoQuery(), enabled })
}
