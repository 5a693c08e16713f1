import { createHmac, createSecretKey, randomUUID, webcrypto, type KeyObject } from 'node:crypto'
import { jwtVerify } from 'jose'

export type SessionTokenClaims = { sub: string; jti: string; iat: number; exp: number }
export type SessionTokenOptions = {
  /** For signing (node HMAC). */
  rawSecret: Uint8Array
  /** The same secret imported once for jose's verification. */
  secret: webcrypto.CryptoKey
  issuer: string
  audience: string
}

/** HS256 only: the verifier pins the algorithm, so `alg: none` or an RS/HS confusion never passes. */
const ALGORITHM = 'HS256'

/** Imported once: importing the raw secret on every sign/verify cost ~1 ms a sign-in. */
export function importSessionSecret(secret: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

/** The signing secret as a KeyObject, made once per secret rather than on every token. */
const signingKeys = new WeakMap<Uint8Array, KeyObject>()
function signingKey(rawSecret: Uint8Array): KeyObject {
  let key = signingKeys.get(rawSecret)
  if (!key) signingKeys.set(rawSecret, (key = createSecretKey(rawSecret)))
  return key
}

const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url')

/**
 * Signs with node's synchronous HMAC (a compact JWS, RFC 7515): on the sign-in hot path WebCrypto's
 * async job cost ~1 ms a token. Verification stays with jose.
 */
export function signSessionToken(
  options: SessionTokenOptions,
  memberUuid: string,
  issuedAt: Date,
  ttlSeconds: number,
): { token: string; claims: SessionTokenClaims } {
  const iat = Math.floor(issuedAt.getTime() / 1000)
  const claims = { sub: memberUuid, jti: randomUUID(), iat, exp: iat + ttlSeconds }
  const payload = { ...claims, iss: options.issuer, aud: options.audience }
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  const signature = createHmac('sha256', signingKey(options.rawSecret))
    .update(signingInput)
    .digest('base64url')
  return { token: `${signingInput}.${signature}`, claims }
}

/** What signSessionToken puts in `sub` (a member uuid) and `jti` (randomUUID): the database columns are uuids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The claims of a valid token, or null for anything else (bad signature, alg, exp, iss, aud, or a
 * `sub` or `jti` that is not a uuid: looked up in uuid columns, it would fail in the database).
 */
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
    if (!UUID.test(sub) || !UUID.test(jti)) return null
    return { sub, jti, iat, exp }
  } catch {
    return null
  }
}
