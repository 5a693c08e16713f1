import { describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import {
  importSessionSecret,
  signSessionToken,
  verifySessionToken,
  type SessionTokenOptions,
} from './sessionToken'

const SECRET = 'unit-test-secret-unit-test-secret-0001'
const MEMBER_UUID = '5f0c6e2a-9b1d-4c3e-8f7a-2d4b6c8e0a1f'
const options = async (issuer = 'https://vita.test'): Promise<SessionTokenOptions> => ({
  rawSecret: new TextEncoder().encode(SECRET),
  secret: await importSessionSecret(SECRET),
  issuer,
  audience: issuer,
})

describe('session tokens', () => {
  const issuedAt = new Date('2026-01-01T00:00:00Z')

  it('signs HS256 tokens that jose verifies, with sub, jti, iat, exp, iss and aud', async () => {
    const { token, claims } = signSessionToken(await options(), MEMBER_UUID, issuedAt, 3600)
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    })
    expect(claims).toMatchObject({ sub: MEMBER_UUID, iat: 1767225600, exp: 1767229200 })
    expect(await verifySessionToken(await options(), token, new Date(issuedAt.getTime() + 1000))).toEqual(
      claims,
    )
  })

  it('rejects expired, foreign-issuer, other-algorithm and unsigned tokens', async () => {
    const { token } = signSessionToken(await options(), MEMBER_UUID, issuedAt, 3600)
    expect(
      await verifySessionToken(await options(), token, new Date(issuedAt.getTime() + 3601_000)),
    ).toBeNull()
    expect(await verifySessionToken(await options('https://other.test'), token, issuedAt)).toBeNull()
    const hs512 = await new SignJWT({ jti: 'x' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(MEMBER_UUID)
      .setIssuedAt(issuedAt)
      .setExpirationTime('1h')
      .setIssuer('https://vita.test')
      .setAudience('https://vita.test')
      .sign(new TextEncoder().encode(SECRET))
    expect(await verifySessionToken(await options(), hs512, issuedAt)).toBeNull()
    const [, payload] = token.split('.')
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    expect(await verifySessionToken(await options(), none, issuedAt)).toBeNull()
  })

  it('rejects a validly signed token whose jti or sub is not a uuid (they are looked up in uuid columns)', async () => {
    const signed = (claims: { sub: string; jti: string }) =>
      new SignJWT({ jti: claims.jti })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime('1h')
        .setIssuer('https://vita.test')
        .setAudience('https://vita.test')
        .sign(new TextEncoder().encode(SECRET))
    const jti = crypto.randomUUID()
    expect(
      await verifySessionToken(await options(), await signed({ sub: MEMBER_UUID, jti }), issuedAt),
    ).toMatchObject({ sub: MEMBER_UUID, jti })
    for (const claims of [
      { sub: MEMBER_UUID, jti: 'not-a-uuid' },
      { sub: MEMBER_UUID, jti: `${jti}\u0000` },
      { sub: MEMBER_UUID, jti: jti.toUpperCase() },
      { sub: 'member', jti },
    ]) {
      expect(
        await verifySessionToken(await options(), await signed(claims), issuedAt),
        JSON.stringify(claims),
      ).toBeNull()
    }
  })
})
