import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/http'
import { logout } from '../../../platform/session/session'

export type LogoutEverywhereReturnType = { revoked: number }

function parseRevoked(data: unknown): LogoutEverywhereReturnType {
  const revoked = (data as { revoked?: unknown } | null)?.revoked
  if (typeof revoked !== 'number') throw new Error('revoked is not a number')
  return { revoked }
}

/**
 * "Sign out everywhere": POST /app/auth/logout-all revokes every session of the member, then this
 * device logs out as usual (its own session is already revoked, so no second logout call). When the
 * server cannot be reached the member stays signed in and the error is thrown.
 */
export async function logoutEverywhere(): Promise<LogoutEverywhereReturnType> {
  const result = await apiRequest('/auth/logout-all', { method: 'POST', body: {}, parse: parseRevoked })
  logout({ callApi: false })
  return result
}

/** A failure is reported by the query client's catalogue (spec §8), and the member stays signed in. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere })
}
