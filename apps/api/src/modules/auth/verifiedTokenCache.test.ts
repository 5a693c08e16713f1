import { describe, expect, it } from 'vitest'
import {
  importSessionSecret,
  signSessionToken,
  verifySessionToken,
  type SessionTokenOptions,
} from './sessionToken'
import { createVerifiedTokenCache } from './verifiedTokenCache'

const SECRET = 'unit-test-secret-unit-test-secret-0002'
const MEMBER_UUID = '5f0c6e2a-9b1d-4c3e-8f7a-2d4b6c8e0a1f'
const issuedAt = new Date('2026-01-01T00:00:00Z')
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000)

describe('the verified token cache', () => {
  async function setup() {
    const options = await tokenOptions()
    const cache = createVerifiedTokenCache({ maxEntries: 2 })
    let verifications = 0
    const verify = (token: string, now: Date) =>
      cache.verify(token, now, () => {
        verifications++
        return verifySessionToken(options, token, now)
      })
    const sign = (ttlSeconds = 3600) => signSessionToken(options, MEMBER_UUID, issuedAt, ttlSeconds)
    return { verify, sign, verifications: () => verifications, cache }
  }

  it('verifies a token once and answers its claims from the cache until it expires, as jose would', async () => {
    const { verify, sign, verifications } = await setup()
    const { token, claims } = sign(60)
    expect(await verify(token, at(1))).toEqual(claims)
    expect(await verify(token, at(59.999))).toEqual(claims)
    expect(verifications()).toBe(1)
    // Expired at exp exactly (jose: exp <= now): the cache agrees with a fresh verification.
    expect(await verify(token, at(60))).toBeNull()
    expect(verifications()).toBe(2)
    expect(await verifySessionToken(await tokenOptions(), token, at(60))).toBeNull()
  })

  it('never keeps a token that failed, and never answers one token with another’s claims', async () => {
    const { verify, sign, verifications } = await setup()
    const first = sign()
    const second = sign()
    const [header, payload, signature] = first.token.split('.')
    const forged = `${header}.${payload}.${signature?.slice(0, -2)}AA`
    expect(await verify(forged, at(1))).toBeNull()
    expect(await verify(forged, at(1))).toBeNull()
    expect(verifications()).toBe(2)
    expect(await verify(first.token, at(1))).toEqual(first.claims)
    expect(await verify(second.token, at(1))).toEqual(second.claims)
    expect(await verify(first.token, at(2))).toEqual(first.claims)
    expect(first.claims.jti).not.toBe(second.claims.jti)
  })

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const { verify, sign, verifications, cache } = await setup()
    const tokens = [sign(), sign(), sign()]
    for (const { token } of tokens) await verify(token, at(1))
    expect(cache.size).toBe(2)
    expect(verifications()).toBe(3)
    await verify(tokens[2]?.token ?? '', at(1))
    expect(verifications()).toBe(3)
    await verify(tokens[0]?.token ?? '', at(1))
    expect(verifications()).toBe(4)
  })
})

async function tokenOptions(): Promise<SessionTokenOptions> {
  return {
    rawSecret: new TextEncoder().encode(SECRET),
    secret: await importSessionSecret(SECRET),
    issuer: 'https://vita.test',
    audience: 'https://vita.test',
  }
}
