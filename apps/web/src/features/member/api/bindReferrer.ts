import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserInfo } from '@vita/shared/schemas/member'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { saveUserInfo } from '../../../lib/storage'
import { memberKeys } from './getMemberInfo'

export type BindReferrerParameters = { inviteCode: string }
export type BindReferrerReturnType = UserInfo

/** POST /app/members/bind-referrer: binds the referrer once, by invite code; answers the updated member. */
export function bindReferrer(parameters: BindReferrerParameters): Promise<BindReferrerReturnType> {
  return apiRequest('/members/bind-referrer', {
    method: 'POST',
    body: parameters,
    parse: lazyParse(() => import('@vita/shared/schemas/member').then((m) => m.userInfoSchema)),
  })
}

export function useBindReferrer() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: bindReferrer,
    onSuccess: (member) => {
      saveUserInfo(member)
      return client.invalidateQueries({ queryKey: memberKeys.info() })
    },
  })
}
