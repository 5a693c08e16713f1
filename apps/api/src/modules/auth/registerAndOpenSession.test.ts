import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { LoginResponse } from '@vita/shared'
import { body, createTestApp, signedLogin, TEST_GENESIS_INVITE, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../db/testing'
import { communityNumberFor, pathSegment } from '../members/referralPath'
import { rawQuery } from '../../db/rawQuery'
import { communityNumberSql, pathSegmentSql } from './registerAndOpenSession'

describe.each(testDatabaseKinds)('registering in one statement (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('derives path segments and community numbers in SQL exactly as referralPath.ts does', async () => {
    const ids = [1, 2, 9, 10, 35, 36, 37, 1295, 1296, 46655, 46656, 99_999, 999_999, 1_000_000, 123_456_789]
    for (let k = 1; k <= 10; k++) ids.push(36 ** k - 1, 36 ** k, 36 ** k + 1)
    ids.push(Number.MAX_SAFE_INTEGER)
    const rows = await rawQuery(t.database.db)<{ seg: string; cn: string }>(
      'test_path_segment',
      `select ${pathSegmentSql('$1::bigint')} as seg, ${communityNumberSql('$1::bigint')} as cn`,
      [0],
    )
    expect(rows).toHaveLength(1)
    for (const id of ids) {
      const [row] = await rawQuery(t.database.db)<{ seg: string; cn: string }>(
        'test_path_segment',
        `select ${pathSegmentSql('$1::bigint')} as seg, ${communityNumberSql('$1::bigint')} as cn`,
        [String(id)],
      )
      expect(row, String(id)).toEqual({ seg: pathSegment(id), cn: communityNumberFor(id) })
    }
  })

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
    const member = await t.app.services.members.findByAddress(account.address)
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
