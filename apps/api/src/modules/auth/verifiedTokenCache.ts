import type { SessionTokenClaims } from './sessionToken'

export type VerifiedTokenCacheOptions = { maxEntries: number }

/**
 * The claims of tokens whose signature was already verified, by the exact token text: a signed-in
 * screen sends the same bearer on every call, and each verification cost a WebCrypto job on the
 * thread pool. Only valid tokens are kept, each only while unexpired (checked on every hit the way
 * jose checks `exp`: expired once `exp` ≤ now in whole seconds), so an answer from the cache is the
 * one verification would give. Revocation is not decided here: the session row is still read on every
 * call. Oldest entries go first beyond maxEntries.
 */
export function createVerifiedTokenCache({ maxEntries }: VerifiedTokenCacheOptions) {
  const entries = new Map<string, SessionTokenClaims>()
  return {
    /** The token's claims from the cache, or from `verify` (kept when valid). */
    async verify(
      token: string,
      now: Date,
      verify: () => Promise<SessionTokenClaims | null>,
    ): Promise<SessionTokenClaims | null> {
      const seconds = Math.floor(now.getTime() / 1000)
      const hit = entries.get(token)
      if (hit) {
        if (hit.exp > seconds) return hit
        entries.delete(token)
      }
      const claims = await verify()
      if (!claims || claims.exp <= seconds) return claims
      entries.set(token, claims)
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? token)
      return claims
    },
    get size() {
      return entries.size
    },
  }
}
