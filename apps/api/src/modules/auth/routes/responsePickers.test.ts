import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { responseSerializerCompiler } from '../../../platform/http/responseSerializer'
import { getNonceEnvelopeSchema, loginEnvelopeSchema } from './responsePickers'

const serializerFor = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'POST', url: '/test', httpStatus: '200' } as never)

/** What the zod parse alone produces (the serializer without a picker). */
const parsed = (schema: { parse(data: unknown): unknown }, data: unknown) =>
  JSON.stringify(schema.parse(data))

describe('hot-path response pickers', () => {
  const address = privateKeyToAccount(generatePrivateKey()).address
  const userInfo = {
    uuid: '2b0c6f4e-5f59-4a8e-9d7b-0d6f1c2a3b4c',
    communityNumber: 'C000042',
    walletAddress: address,
    inviteCode: 'ABCDEFGH23',
    referrerUuid: null,
    level: 0,
    joinedAt: new Date(1_700_000_000_123).toISOString(),
  }

  it('produce exactly what the schema parse produces, dropping unknown keys', () => {
    const nonce = {
      code: 0,
      msg: 'ok',
      data: { nonce: 'a'.repeat(32), timestamp: 1_700_000_000_000, message: 'm' },
    }
    const withExtras = { ...nonce, secret: 1, data: { ...nonce.data, internal: 'x' } }
    for (const data of [nonce, withExtras]) {
      expect(serializerFor(getNonceEnvelopeSchema)(data)).toBe(parsed(getNonceEnvelopeSchema, data))
    }
    const login = { code: 0, msg: '成功', data: { token: 'a.b.c', userInfo } }
    const loginExtras = {
      ...login,
      data: { ...login.data, jti: 'x', userInfo: { ...userInfo, id: 7, path: '/11/', referrerId: 3 } },
    }
    for (const data of [
      login,
      loginExtras,
      { ...login, data: { ...login.data, userInfo: { ...userInfo, referrerUuid: userInfo.uuid } } },
    ]) {
      const out = serializerFor(loginEnvelopeSchema)(data)
      expect(out).toBe(parsed(loginEnvelopeSchema, data))
      expect(out).not.toMatch(/"(id|path|referrerId|jti|secret|internal)"/)
    }
  })

  it('fall back to the schema parse (and its errors) for anything unexpected', () => {
    const lower = {
      code: 0,
      msg: 'ok',
      data: { token: 't', userInfo: { ...userInfo, walletAddress: address.toLowerCase() } },
    }
    expect(serializerFor(loginEnvelopeSchema)(lower)).toBe(parsed(loginEnvelopeSchema, lower))
    expect(JSON.parse(serializerFor(loginEnvelopeSchema)(lower)).data.userInfo.walletAddress).toBe(address)
    const bad = [
      { code: 0, msg: 'ok', data: { token: 't', userInfo: { ...userInfo, level: -1 } } },
      { code: 0, msg: 'ok', data: { token: 't', userInfo: { ...userInfo, uuid: 'not-a-uuid', level: 'x' } } },
      { code: 0, msg: 'ok', data: { token: 't' } },
      { code: 0, msg: 'ok', data: null },
    ]
    for (const data of bad) expect(() => serializerFor(loginEnvelopeSchema)(data)).toThrow()
    expect(() => serializerFor(getNonceEnvelopeSchema)({ code: 0, msg: 'ok', data: { nonce: 1 } })).toThrow()
  })
})
