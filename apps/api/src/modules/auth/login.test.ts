import { findMemberByAddress } from '../members'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { LOGIN_NONCE_TTL_MS, type LoginResponse } from '@vita/shared'
import {
  body,
  createTestApp,
  getNonce,
  signedLogin,
  signIn,
  TEST_CHAIN_ID,
  TEST_GENESIS_INVITE,
  TEST_ORIGIN,
  type TestApp,
} from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { sessions } from './tables'

const newAccount = () => privateKeyToAccount(generatePrivateKey())

describe.each(testDatabaseKinds)('sign-in with Ethereum (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/app/auth/login', payload, headers })

  async function expect401(
    payload: object,
    messageKey: 'signatureInvalid' | 'nonceInvalid' = 'signatureInvalid',
  ) {
    const response = await login(payload)
    expect(response.statusCode).toBe(401)
    expect(body(response)).toEqual({
      code: 401,
      msg: messageKey === 'nonceInvalid' ? '登录请求已失效，请重新登录' : '签名验证失败，请重新登录',
      data: { reason: messageKey },
    })
  }

  it('issues an EIP-4361 message bound to the origin and chain', async () => {
    const account = newAccount()
    const { nonce, timestamp, message } = await getNonce(t.app, account.address.toLowerCase())
    expect(nonce).toMatch(/^[a-zA-Z0-9]{32,}$/)
    expect(timestamp).toBe(t.clock.now.getTime())
    expect(message).toContain(
      `vita.test wants you to sign in with your Ethereum account:\n${account.address}\n`,
    )
    expect(message).toContain(`URI: ${TEST_ORIGIN}\n`)
    expect(message).toContain(`Chain ID: ${TEST_CHAIN_ID}\n`)
    expect(message).toContain(`Nonce: ${nonce}\n`)
    expect(message).toContain(`Expiration Time: ${new Date(timestamp + LOGIN_NONCE_TTL_MS).toISOString()}`)
  })

  it('registers with an invite code, then signs in, reads info and logs out', async () => {
    const account = newAccount()
    const registered = await signIn(t.app, account, TEST_GENESIS_INVITE.toLowerCase())
    expect(registered.userInfo).toMatchObject({
      walletAddress: account.address,
      referrerUuid: t.genesis.uuid,
      level: 0,
    })
    expect(registered.userInfo.communityNumber).toMatch(/^C\d{6,}$/)
    expect(registered.userInfo.inviteCode).toMatch(/^[2-9A-HJ-NP-Z]{10}$/)

    // A second sign-in needs no invite code and finds the same member.
    const again = await signIn(t.app, account)
    expect(again.userInfo).toEqual(registered.userInfo)

    const auth = { authorization: `Bearer ${again.token}` }
    const info = await t.app.inject({ method: 'GET', url: '/app/auth/info', headers: auth })
    expect(info.statusCode).toBe(200)
    expect(body(info).data).toMatchObject({ ...registered.userInfo, sessionExpiresAt: expect.any(String) })

    const logout = await t.app.inject({ method: 'POST', url: '/app/auth/logout', headers: auth })
    expect(body(logout)).toEqual({ code: 0, msg: '成功', data: null })
    const after = await t.app.inject({ method: 'GET', url: '/app/auth/info', headers: auth })
    expect(after.statusCode).toBe(401)
    expect(body(after)).toEqual({
      code: 401,
      msg: '登录已过期，请重新登录',
      data: { reason: 'loginExpired' },
    })
    // The earlier token is a separate session and still works.
    const first = await t.app.inject({
      method: 'GET',
      url: '/app/auth/info',
      headers: { authorization: `Bearer ${registered.token}` },
    })
    expect(first.statusCode).toBe(200)
  })

  it('accepts the login without the message text (the issued one is used)', async () => {
    const { message: _message, ...payload } = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    expect((await login(payload)).statusCode).toBe(200)
  })

  it("signs out everywhere: every session of the member ends, nobody else's", async () => {
    const account = newAccount()
    const phone = await signIn(t.app, account, TEST_GENESIS_INVITE)
    const laptop = await signIn(t.app, account)
    const stranger = await signIn(t.app, newAccount(), TEST_GENESIS_INVITE)
    const info = (token: string) =>
      t.app.inject({ method: 'GET', url: '/app/auth/info', headers: { authorization: `Bearer ${token}` } })
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/app/auth/logout-all',
      headers: { authorization: `Bearer ${laptop.token}` },
    })
    expect(body(everywhere)).toEqual({ code: 0, msg: '成功', data: { revoked: 2 } })
    expect((await info(phone.token)).statusCode).toBe(401)
    expect((await info(laptop.token)).statusCode).toBe(401)
    expect((await info(stranger.token)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/app/auth/logout-all' })).statusCode).toBe(401)
  })

  it('refuses registration without or with a bad invite code, keeping the nonce for a retry', async () => {
    const payload = await signedLogin(t.app, newAccount())
    for (const inviteCode of [undefined, '', 'NOSUCHCODE', 'BADCODE123']) {
      const response = await login({ ...payload, inviteCode })
      expect(response.statusCode).toBe(400)
      expect(body(response)).toEqual({
        code: 7,
        msg: '请使用邀请码，注册登录使用',
        data: { reason: 'inviteRequired' },
      })
    }
    expect((await login({ ...payload, inviteCode: TEST_GENESIS_INVITE })).statusCode).toBe(200)
  })

  it('refuses a replayed signature', async () => {
    const payload = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    expect((await login(payload)).statusCode).toBe(200)
    await expect401(payload, 'nonceInvalid')
  })

  it('lets exactly one of two concurrent logins with one nonce through', async () => {
    const account = newAccount()
    await signIn(t.app, account, TEST_GENESIS_INVITE)
    const member = await findMemberByAddress(t.database.db, account.address)
    const payload = await signedLogin(t.app, account)
    const responses = await Promise.all([login(payload), login(payload), login(payload)])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 401, 401])
    const [row] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.memberId, member?.id ?? 0))
    expect(row?.n).toBe(2)
  })

  it('refuses an expired message and one not yet valid', async () => {
    const expired = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    t.clock.advance(LOGIN_NONCE_TTL_MS + 1)
    await expect401(expired, 'nonceInvalid')

    const early = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    t.clock.advance(-60_000)
    await expect401(early, 'nonceInvalid')
    t.clock.advance(60_000)
  })

  it('refuses a message for another domain or chain', async () => {
    const account = newAccount()
    const { nonce, timestamp, message } = await getNonce(t.app, account.address)
    const fields = {
      address: account.address,
      nonce,
      uri: TEST_ORIGIN,
      version: '1' as const,
      issuedAt: new Date(timestamp),
    }
    const evilDomain = createSiweMessage({ ...fields, domain: 'evil.test', chainId: TEST_CHAIN_ID })
    const otherChain = createSiweMessage({ ...fields, domain: 'vita.test', chainId: 1 })
    for (const forged of [evilDomain, otherChain]) {
      await expect401({
        address: account.address,
        nonce,
        timestamp,
        message: forged,
        signature: await account.signMessage({ message: forged }),
      })
    }
    // The genuine message still works: a refused attempt does not burn the nonce.
    const signature = await account.signMessage({ message })
    expect(
      (
        await login({
          address: account.address,
          nonce,
          timestamp,
          message,
          signature,
          inviteCode: TEST_GENESIS_INVITE,
        })
      ).statusCode,
    ).toBe(200)
  })

  it('refuses a server bound to another origin or chain (same database)', async () => {
    const envs: Record<string, string>[] = [
      { PUBLIC_ORIGIN: 'https://other.test' },
      { CHAIN_ID: '97', PUBLIC_RPC_URL: 'https://rpc.testnet.test' },
    ]
    for (const env of envs) {
      const other = await createTestApp(kind, { env, database: t.database })
      try {
        const payload = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
        const response = await other.app.inject({ method: 'POST', url: '/app/auth/login', payload })
        expect(response.statusCode).toBe(401)
      } finally {
        await other.close()
      }
    }
  })

  it('refuses a wrong nonce, a tampered message, a wrong signer and a malformed signature', async () => {
    const account = newAccount()
    const payload = await signedLogin(t.app, account, TEST_GENESIS_INVITE)
    const other = await getNonce(t.app, account.address)
    await expect401({ ...payload, nonce: other.nonce, timestamp: other.timestamp })
    await expect401({ ...payload, nonce: 'a'.repeat(32) }, 'nonceInvalid')
    await expect401({ ...payload, timestamp: payload.timestamp + 1 }, 'nonceInvalid')
    const tampered = payload.message.replace('Sign in to Vita Club', 'Sign in to Vita Clvb')
    await expect401({ ...payload, message: tampered })
    await expect401({
      ...payload,
      message: tampered,
      signature: await account.signMessage({ message: tampered }),
    })
    await expect401({ ...payload, signature: await newAccount().signMessage({ message: payload.message }) })
    await expect401({ ...payload, address: newAccount().address }, 'nonceInvalid')
    await expect401({ ...payload, signature: '0x1234' })
    await expect401({ ...payload, signature: `0x${'00'.repeat(65)}` })
    // Still unconsumed: the genuine request goes through.
    expect((await login(payload)).statusCode).toBe(200)
  })

  it('answers 400 code 7 for malformed or oversized fields', async () => {
    const payload = await signedLogin(t.app, newAccount(), TEST_GENESIS_INVITE)
    const cases = [
      { ...payload, signature: 'not-hex' },
      { ...payload, signature: `0x${'ab'.repeat(5000)}` },
      { ...payload, message: 'x'.repeat(5000) },
      { ...payload, nonce: 'n'.repeat(65) },
      { ...payload, inviteCode: 'C'.repeat(40) },
      { ...payload, address: `${payload.address}00` },
      { ...payload, timestamp: 'yesterday' },
    ]
    for (const bad of cases) {
      const response = await login(bad, { 'accept-language': 'en' })
      expect(response.statusCode).toBe(400)
      const answer = body<{ fields: { path: string }[] }>(response)
      expect(answer.code).toBe(7)
      expect(answer.msg).toBe('Invalid parameters')
      expect(answer.data.fields.length).toBeGreaterThan(0)
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/app/auth/get-nonce',
      payload: { address: 'x'.repeat(100_000) },
    })
    expect(huge.statusCode).toBe(400)
    expect(body(huge).code).toBe(7)
  })

  it('rejects alg:none, tampered, foreign-key and expired tokens', async () => {
    const { token } = await signIn(t.app, newAccount(), TEST_GENESIS_INVITE)
    const [header = '', payload = '', signature = ''] = token.split('.')
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      `${header}.${b64({ ...claims, sub: t.genesis.uuid })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      'garbage',
    ]
    for (const bad of forged) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/app/auth/info',
        headers: { authorization: `Bearer ${bad}` },
      })
      expect(response.statusCode, bad).toBe(401)
    }
    expect((await t.app.inject({ method: 'GET', url: '/app/auth/info' })).statusCode).toBe(401)

    const foreign = await createTestApp(kind, {
      env: { JWT_SECRET: 'another-secret-another-secret-another' },
      database: t.database,
    })
    try {
      const foreignToken = (await signIn(foreign.app, newAccount(), TEST_GENESIS_INVITE)).token
      const response = await t.app.inject({
        method: 'GET',
        url: '/app/auth/info',
        headers: { authorization: `Bearer ${foreignToken}` },
      })
      expect(response.statusCode).toBe(401)
    } finally {
      await foreign.close()
    }

    const auth = { authorization: `Bearer ${token}` }
    expect((await t.app.inject({ method: 'GET', url: '/app/auth/info', headers: auth })).statusCode).toBe(200)
    t.clock.advance(24 * 60 * 60 * 1000 + 1000)
    expect((await t.app.inject({ method: 'GET', url: '/app/auth/info', headers: auth })).statusCode).toBe(401)
    t.clock.advance(-(24 * 60 * 60 * 1000 + 1000))
  })

  it('tells whether an address is registered', async () => {
    const check = async (address: string) =>
      body<{ registered: boolean }>(
        await t.app.inject({ method: 'POST', url: '/app/auth/check-registered', payload: { address } }),
      ).data.registered
    const account = newAccount()
    expect(await check(account.address)).toBe(false)
    await signIn(t.app, account, TEST_GENESIS_INVITE)
    expect(await check(account.address.toLowerCase())).toBe(true)
    expect(await check(t.config.genesisAddress)).toBe(true)
  })

  it('verifies a contract wallet through EIP-1271 only when the address has code', async () => {
    const wallet = newAccount()
    const calls: string[] = []
    const chain = {
      getChainId: async () => TEST_CHAIN_ID,
      getBlockNumber: async () => 1n,
      getCode: async ({ address }: { address: string }) => {
        calls.push(`code:${address}`)
        return address === wallet.address ? ('0x6080' as const) : undefined
      },
      verifyMessage: async ({ signature }: { signature: string }) => {
        calls.push('1271')
        return signature === '0xc0ffee'
      },
      verifyTypedData: async () => false,
    }
    const withChain = await createTestApp(kind, { chain: { probe: chain }, database: t.database })
    try {
      const payload = await signedLogin(withChain.app, wallet, TEST_GENESIS_INVITE)
      const bad = await withChain.app.inject({
        method: 'POST',
        url: '/app/auth/login',
        payload: { ...payload, signature: '0xdead' },
      })
      expect(bad.statusCode).toBe(401)
      const good = await withChain.app.inject({
        method: 'POST',
        url: '/app/auth/login',
        payload: { ...payload, signature: '0xc0ffee' },
      })
      expect(good.statusCode).toBe(200)
      expect(body<LoginResponse>(good).data.userInfo.walletAddress).toBe(wallet.address)
      // An EOA's valid signature is recovered locally: no chain call.
      calls.length = 0
      await signIn(withChain.app, newAccount(), TEST_GENESIS_INVITE)
      expect(calls).toEqual([])
    } finally {
      await withChain.close()
    }
  })

  it('answers 429 code 429 past the per-IP limit', async () => {
    const limited = await createTestApp(kind, {
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      database: t.database,
    })
    try {
      const address = newAccount().address
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/app/auth/get-nonce',
          payload: { address },
          headers: { 'accept-language': 'en' },
        })
        statuses.push(response.statusCode)
        if (response.statusCode === 429)
          expect(body(response)).toEqual({
            code: 429,
            msg: 'Too many requests, please try again later',
            data: { reason: 'rateLimited' },
          })
      }
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
