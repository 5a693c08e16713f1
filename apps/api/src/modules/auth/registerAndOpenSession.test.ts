import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { LoginResponse } from '@vita/shared'
import { body, createTestApp, signedLogin, TEST_GENESIS_INVITE, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { findMemberByAddress } from '../members'
import { communityNumberFor, pathSegment } from '../members/membersTesting'

describe.each(testDatabaseKinds)('registering in one statement (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('registers an address once when two first sign-ins race (the loser takes the general path)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const payloads = [
      await signedLogin(t.app, account, TEST_GENESIS_INVITE),
      await signedLogin(t.app, account, TEST_GENESIS_INVITE),
      await signedLogin(t.app, account, TEST_GENESIS_INVITE),
    ]
    const responses = await Promise.all(
      payloads.map((payload) => t.app.inject({ method: 'POST', url: '/app/auth/login', payload })),
    )
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200])
    const infos = responses.map((r) => body<LoginResponse>(r).data.userInfo)
    expect(new Set(infos.map((info) => info.uuid)).size).toBe(1)
    const member = await findMemberByAddress(t.database.db, account.address)
    expect(member?.uuid).toBe(infos[0]?.uuid)
    expect(member?.path).toBe(`${t.genesis.path}${pathSegment(member?.id ?? 0)}/`)
    expect(member?.communityNumber).toBe(communityNumberFor(member?.id ?? 0))
    expect(infos[0]).toEqual({
      uuid: member?.uuid,
      communityNumber: member?.communityNumber,
      walletAddress: account.address,
      inviteCode: member?.inviteCode,
      referrerUuid: t.genesis.uuid,
      level: 0,
      joinedAt: member?.joinedAt.toISOString(),
    })
  })
})
