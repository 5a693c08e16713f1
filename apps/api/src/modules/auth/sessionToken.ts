import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

export type SessionTokenClaims = { sub: string; jti: string; iat: number; exp: number }
export type SessionTokenOptions = { secret: Uint8Array; issuer: string; audience: string }

/** HS256 only: the verifier pins the algorithm, so `alg: none` or an RS/HS confusion never passes. */
const ALGORITHM = 'HS256'

export async function signSessionToken(
  options: SessionTokenOptions,
  memberUuid: string,
  issuedAt: Date,
  ttlSeconds: number,
): Promise<{ token: string; claims: SessionTokenClaims }> {
  const iat = Math.floor(issuedAt.getTime() / 1000)
  const claims = { sub: memberUuid, jti: randomUUID(), iat, exp: iat + ttlSeconds }
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .sign(options.secret)
  return { token, claims }
}

/** The claims of a valid token, or null for anything else (bad signature, alg, exp, iss, aud). */
export async function verifySessionToken(
  options: SessionTokenOptions,
  token: string,
  now: Date,
): Promise<SessionTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, options.secret, {
      algorithms: [ALGORITHM],
      issuer: options.issuer,
      audience: options.audience,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    })
    const { sub, jti, iat, exp } = payload
    if (!sub || !jti || iat === undefined || exp === undefined) return null
    return { sub, jti, iat, exp }
  } catch {
    return null
  }
}
