import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClaimDividendsResponse } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../../app/testApp'
import { testDatabaseKinds } from '../../../platform/db/testing'
import { signUpMember, type TestMember, UNIT } from '../../assets/assetsTesting'
import {
  type BillType,
  getAccountBalances,
  listAccountEntries,
  postTransfer,
  type SystemAccountCode,
} from '../../ledger'

let accruals = 0
/** What settlement does for one member and kind: pool → the member's claimable account. */
async function accrue(t: TestApp, memberId: number, type: BillType, pool: SystemAccountCode, amount: bigint) {
  const key = `test-accrual:${++accruals}`
  await postTransfer(t.database.db, {
    idempotencyKey: `${key}:fund`,
    currency: 'USDT',
    type: 'income',
    amount,
    from: { systemCode: 'chain_deposits' },
    to: { systemCode: pool },
  })
  await postTransfer(t.database.db, {
    idempotencyKey: key,
    currency: 'USDT',
    type,
    amount,
    from: { systemCode: pool },
    to: { memberId, purpose: 'claimable' },
  })
}

describe.each(testDatabaseKinds)('POST /app/club/dividends/claim (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
  })
  afterAll(() => t.close())

  const claim = (key: string | undefined, headers: Record<string, string> = alice.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/app/club/dividends/claim',
      headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    })
  const claimable = async () =>
    (
      await getAccountBalances(t.database.db, {
        owner: { memberId: alice.id, purpose: 'claimable' },
        currency: 'USDT',
      })
    )[0]?.balance
  const available = async () =>
    (await getAccountBalances(t.database.db, { owner: { memberId: alice.id }, currency: 'USDT' }))[0]
      ?.available

  it('refuses with nothingToClaim while nothing accrued, and writes nothing', async () => {
    const response = await claim('first')
    expect(response.statusCode).toBe(400)
    expect(body(response).data).toMatchObject({ reason: 'nothingToClaim' })
    expect(await available()).toBe(0n)
  })

  it('moves each kind to the available balance as its own bill, so the bill log shows a static dividend and an invite reward', async () => {
    await accrue(t, alice.id, 'static_earnings', 'static_dividend_pool', 3n * UNIT)
    await accrue(t, alice.id, 'invite_reward', 'fee_pool', 10n * UNIT)
    const response = await claim('claim-1')
    expect(response.statusCode).toBe(200)
    expect(body<ClaimDividendsResponse>(response).data).toEqual({
      claimed: {
        static: (3n * UNIT).toString(),
        dynamic: '0',
        invite: (10n * UNIT).toString(),
        total: (13n * UNIT).toString(),
      },
      available: (13n * UNIT).toString(),
    })
    expect(await claimable()).toBe(0n)
    const bills = await listAccountEntries(t.database.db, { owner: { memberId: alice.id }, currency: 'USDT' })
    expect(bills.entries.map((entry) => [entry.type, entry.amount]).sort()).toEqual(
      [
        ['invite_reward', 10n * UNIT],
        ['static_earnings', 3n * UNIT],
      ].sort(),
    )
  })

  it('answers a retried request with what it claimed the first time and moves nothing more, even after new accruals', async () => {
    await accrue(t, alice.id, 'team_dividend', 'dynamic_pool', 2n * UNIT)
    const replay = await claim('claim-1')
    expect(replay.statusCode).toBe(200)
    expect(body<ClaimDividendsResponse>(replay).data.claimed.total).toBe((13n * UNIT).toString())
    expect(await claimable()).toBe(2n * UNIT)
    const next = await claim('claim-2')
    expect(body<ClaimDividendsResponse>(next).data.claimed).toMatchObject({ dynamic: (2n * UNIT).toString() })
    expect(await available()).toBe(15n * UNIT)
  })

  it('needs an Idempotency-Key and a session', async () => {
    expect((await claim(undefined)).statusCode).toBe(400)
    expect((await claim('x', {})).statusCode).toBe(401)
  })
})
