import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_TRANSFER, type Bill } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { ledgerSnapshot } from '../ledger/ledgerTesting'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'

/**
 * Near-valid input through the routes built on the shared request schemas (schemas/input.ts): a clear
 * 400 code 7 and nothing changed, never a 500 from the database. The withdrawal list is here because
 * its query schema is one of those (the withdrawals module is tested on its own).
 */
describe.each(testDatabaseKinds)('near-valid input (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  const uuid = '0b7e7f8a-3c1d-4e5f-8a9b-0c1d2e3f4a5b'

  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await fund(t.database.db, alice.id, 'USDT', 10n * UNIT)
  })
  afterAll(() => t.close())

  const get = (url: string, member: TestMember) => t.app.inject({ method: 'GET', url, headers: member.auth })
  const expect400 = async (url: string) => {
    const response = await get(url, alice)
    expect(response.statusCode, url).toBe(400)
    expect(body(response), url).toMatchObject({ code: 7, msg: '参数错误', data: { reason: 'invalidParams' } })
  }

  it('withdrawal list cursors past a Date or with a malformed uuid are 400 (they were 500s)', async () => {
    for (const cursor of [
      `9999999999999999_${uuid}`,
      `8640000000000001_${uuid}`,
      `1700000000000_${'-'.repeat(36)}`,
      `1700000000000_${uuid.replaceAll('-', 'g')}`,
      `1700000000000_${uuid}%00`,
    ])
      await expect400(`/app/withdrawals?cursor=${cursor}`)
    expect((await get(`/app/withdrawals?cursor=1700000000000_${uuid}`, alice)).statusCode).toBe(200)
  })

  it('bill cursors at the edge of int8: the largest is a page (empty), one more is a 400', async () => {
    const largest = await get('/app/assets/bills?cursor=9223372036854775807', alice)
    expect(largest.statusCode).toBe(200)
    for (const cursor of ['9223372036854775808', '99999999999999999999', '1e3', '0x10', ' 1'])
      await expect400(`/app/assets/bills?cursor=${encodeURIComponent(cursor)}`)
  })

  it('a transfer memo with a control character is refused with nothing changed', async () => {
    const before = await ledgerSnapshot(t.database.db)
    for (const memo of [
      '\u0000',
      'lunch\u0000',
      'a\u001bb',
      'tab\there',
      'line\nbreak',
      'del\u007f',
      'x\ud800',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/app/assets/transfer',
        payload: { toUuid: bob.uuid, currency: 'USDT', amount: String(MIN_TRANSFER), memo },
        headers: { ...alice.auth, 'idempotency-key': crypto.randomUUID() },
      })
      expect(response.statusCode, JSON.stringify(memo)).toBe(400)
      expect(body(response)).toMatchObject({ code: 7, msg: '参数错误' })
    }
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
  })

  it('bidi overrides are stripped from a memo before it is stored, so it shows as typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/assets/transfer',
      payload: {
        toUuid: bob.uuid,
        currency: 'USDT',
        amount: String(MIN_TRANSFER),
        memo: '\u202erefund\u202c for \u2066order\u2069',
      },
      headers: { ...alice.auth, 'idempotency-key': crypto.randomUUID() },
    })
    expect(response.statusCode).toBe(200)
    const bills = body<{ items: Bill[] }>(await get('/app/assets/bills?type=transfer', bob)).data.items
    expect(bills[0]?.memo).toBe('refund for order')
  })
})
