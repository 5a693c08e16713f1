import type { LoginRequest, LoginResponse } from '@vita/shared/schemas/auth'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

export type LoginParameters = LoginRequest
export type LoginReturnType = LoginResponse

/** POST /app/auth/login: the signed nonce for a token and the member's info (code 7 when an invite is needed). */
export function login(parameters: LoginParameters): Promise<LoginReturnType> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body: parameters,
    parse: lazyParse(() => import('@vita/shared/schemas/auth').then((m) => m.loginResponseSchema)),
  })
}
