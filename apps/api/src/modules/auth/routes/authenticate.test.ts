import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  body,
  createTestApp,
  signedLogin,
  signIn,
  TEST_GENESIS_INVITE,
  TEST_ORIGIN,
  type TestApp,
} from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { loginNonces, sessions } from '../tables'

const newAccount = () => privateKeyToAccount(generatePrivateKey())

describe.each(testDatabaseKinds)('authenticated routes (%s)', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    token = (await signIn(t.app, newAccount(), TEST_GENESIS_INVITE)).token
  })
  afterAll(() => t.close())

  /** A token signed with the app's own secret (as if it leaked or a bug issued it) carrying `claims`. */
  const tokenWith = (claims: { sub: string; jti: string }) =>
    new SignJWT({ jti: claims.jti })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(t.clock.now)
      .setExpirationTime(new Date(t.clock.now.getTime() + 3_600_000))
      .setIssuer(TEST_ORIGIN)
      .setAudience(TEST_ORIGIN)
      .sign(new TextEncoder().encode(t.config.jwtSecret))

  it('a validly signed token whose jti is not a uuid is a 401 (it was a 500 from the uuid column)', async () => {
    for (const jti of ['not-a-uuid', '1', `${crypto.randomUUID()}x`, "'; select 1; --"]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/app/auth/info',
        headers: { authorization: `Bearer ${await tokenWith({ sub: t.genesis.uuid, jti })}` },
      })
      expect(response.statusCode, jti).toBe(401)
      expect(body(response)).toEqual({
        code: 401,
        msg: '登录已过期，请重新登录',
        data: { reason: 'loginExpired' },
      })
    }
  })

  it('every answer of every route behind the auth hook says Cache-Control: no-store', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/app/docs' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>
    }>()
    const routes = Object.entries(docs.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, _operation]) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{\w+\}/g, 'x'),
        })),
    )
    expect(routes.length).toBeGreaterThan(5)
    expect(routes).toContainEqual({ method: 'GET', url: '/app/assets/bills.csv' })
    for (const route of routes) {
      for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${token}`]) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        })
        expect(
          response.headers['cache-control'],
          `${route.method} ${route.url} → ${response.statusCode}`,
        ).toBe('no-store')
      }
    }
    // Public answers stay cacheable by default.
    expect(
      (await t.app.inject({ method: 'GET', url: '/app/config' })).headers['cache-control'],
    ).toBeUndefined()
  })

  it('a NUL or other control character in the login nonce or message is a 400 and changes nothing', async () => {
    const payload = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    const rows = async () => ({
      nonces: (await t.database.db.select({ n: count() }).from(loginNonces))[0]?.n,
      sessions: (await t.database.db.select({ n: count() }).from(sessions))[0]?.n,
    })
    const before = await rows()
    for (const bad of [
      { ...payload, nonce: `${payload.nonce.slice(0, -1)}\u0000` },
      { ...payload, nonce: `${payload.nonce}\u0000` },
      { ...payload, nonce: `${payload.nonce}\n` },
      { ...payload, message: `${payload.message}\u0000` },
      { ...payload, message: payload.message.replace('\n', '\r\n') },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/app/auth/login', payload: bad })
      expect(response.statusCode, JSON.stringify(bad.nonce)).toBe(400)
      expect(body(response)).toMatchObject({ code: 7, msg: '参数错误', data: { reason: 'invalidParams' } })
    }
    expect(await rows()).toEqual(before)
    // The untouched request still signs in.
    expect((await t.app.inject({ method: 'POST', url: '/app/auth/login', payload })).statusCode).toBe(200)
  })
})
