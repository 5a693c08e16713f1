import { TOKEN_EXPIRY_WARNING_MS } from '@vita/shared/constants'

/** The `exp` claim of a JWT in ms since the epoch; null when the token is not a readable JWT. No verification: the server does that. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=')
    const claims: unknown = JSON.parse(atob(base64))
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
  } catch {
    return null
  }
}

export type TokenStatus = 'valid' | 'expiring' | 'expired' | 'invalid'

/** Spec §4: invalid or expired ends the session; the last five minutes before expiry warn. */
export function tokenStatus(
  token: string | null,
  now: number,
  warningMs: number = TOKEN_EXPIRY_WARNING_MS,
): TokenStatus {
  if (!token) return 'invalid'
  const expiresAt = tokenExpiresAt(token)
  if (expiresAt === null) return 'invalid'
  if (expiresAt <= now) return 'expired'
  if (expiresAt - now <= warningMs) return 'expiring'
  return 'valid'
}
