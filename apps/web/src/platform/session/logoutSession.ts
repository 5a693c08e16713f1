import { apiRequest } from '../../lib/http'

/** POST /app/auth/logout: revokes the session server-side. Best effort; the client forgets it either way. */
export function logoutSession(): Promise<unknown> {
  return apiRequest('/auth/logout', { method: 'POST', body: {}, parse: (d) => d })
}
