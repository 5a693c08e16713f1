import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_TRANSFER, type Asset, type AssetsResponse, type Bill, type TransferResponse } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances, postTransfer } from '../ledger'
import { ledgerSnapshot, ledgerViolations } from '../ledger/ledgerTesting'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'

describe.each(testDatabaseKinds)('assets, bills and transfers (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember

  beforeAll(async () => {
    // Step-up signatures have their own test (transferStepUp.test.ts); here transfers stay below the threshold.
    t = await createTestApp(kind, { env: { TRANSFER_STEP_UP_THRESHOLD: '1000000000' } })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await fund(t.database.db, alice.id, 'USDT', 100n * UNIT)
    await fund(t.database.db, alice.id, 'DPINE', 50n * UNIT)
  })
  afterAll(() => t.close())

  const get = (url: string, member: TestMember | null, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(member ? member.auth : {}), ...headers } })
  const transfer = (member: TestMember, payload: object, key: string | null = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/app/assets/transfer',
      payload,
      headers: { ...member.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    })
  const balance = async (member: TestMember, currency: 'USDT' | 'DPINE') =>
    (await getAccountBalances(t.database.db, { owner: { memberId: member.id }, currency }))[0]?.available

  it('answers 401 without a session', async () => {
    for (const url of [
      '/app/assets',
      '/app/assets/USDT',
      '/app/assets/bills',
      '/app/assets/bills.csv',
      '/app/members/check-uuid?uuid=x',
    ]) {
      expect((await get(url, null)).statusCode).toBe(401)
    }
  })

  it('shows "0" and walletStale when the chain cannot be read', async () => {
    const { data } = body<AssetsResponse>(await get('/app/assets', bob))
    expect(data.assets.map((a) => [a.walletBalance, a.contractBalance, a.total, a.walletStale])).toEqual([
      ['0', '0', '0', true],
      ['0', '0', '0', true],
    ])
  })

  it('counts node stakes and unclaimed dividends in the total, each shown on its own (issue 30)', async () => {
    const carol = await signUpMember(t)
    await fund(t.database.db, carol.id, 'DPINE', 30_000n * UNIT)
    // A bronze node's stake leaves the available DPINE for the staked account, as nodeStake.ts moves it.
    await postTransfer(t.database.db, {
      idempotencyKey: `assets-test:stake:${carol.id}`,
      currency: 'DPINE',
      type: 'expense',
      amount: 10_000n * UNIT,
      from: { memberId: carol.id },
      to: { memberId: carol.id, purpose: 'staked' },
    })
    // Settlement accrues dividends into the claimable account.
    await postTransfer(t.database.db, {
      idempotencyKey: `assets-test:dividend:${carol.id}`,
      currency: 'USDT',
      type: 'static_earnings',
      amount: 7n * UNIT,
      from: { systemCode: 'operator_adjustments' },
      to: { memberId: carol.id, purpose: 'claimable' },
    })
    const { data } = body<AssetsResponse>(await get('/app/assets', carol))
    const [usdt, dpine] = data.assets
    expect(dpine).toMatchObject({
      available: String(20_000n * UNIT),
      staked: String(10_000n * UNIT),
      claimable: '0',
      total: String(30_000n * UNIT),
    })
    expect(usdt).toMatchObject({
      available: '0',
      staked: '0',
      claimable: String(7n * UNIT),
      total: String(7n * UNIT),
    })
    for (const asset of data.assets) {
      const parts = [asset.available, asset.pending, asset.staked, asset.claimable, asset.walletBalance]
      expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(asset.total))
    }
  })

  it('answers one currency by symbol (any case) and 不支持的Token for others', async () => {
    const one = await get('/app/assets/dpine', alice)
    expect(body<Asset>(one).data).toMatchObject({ currency: 'DPINE', available: String(50n * UNIT) })
    for (const symbol of ['BNB', 'SSETF', 'x']) {
      const response = await get(`/app/assets/${symbol}`, alice)
      expect(response.statusCode).toBe(400)
      expect(body(response)).toMatchObject({ code: 7, msg: '不支持的Token' })
    }
    const en = await get('/app/assets/BTC', alice, { 'accept-language': 'en' })
    expect(body(en).msg).toBe('Unsupported token')
  })

  it('checks transfer UUIDs: another member valid; malformed, unknown or own invalid', async () => {
    const check = async (uuid: string) =>
      body<{ valid: boolean }>(await get(`/app/members/check-uuid?uuid=${encodeURIComponent(uuid)}`, alice))
        .data.valid
    expect(await check(bob.uuid)).toBe(true)
    expect(await check(bob.uuid.toUpperCase())).toBe(true)
    expect(await check(alice.uuid)).toBe(false)
    expect(await check('not-a-uuid')).toBe(false)
    expect(await check(crypto.randomUUID())).toBe(false)
    const missing = await get('/app/members/check-uuid', alice)
    expect(missing.statusCode).toBe(400)
    expect(body(missing).code).toBe(7)
  })

  it('transfers between members once per Idempotency-Key, both bill logs showing who', async () => {
    const key = crypto.randomUUID()
    const payload = { toUuid: bob.uuid, currency: 'USDT', amount: String(10n * UNIT), memo: 'lunch' }
    const first = await transfer(alice, payload, key)
    expect(first.statusCode).toBe(200)
    const sent = body<TransferResponse>(first).data
    expect(sent).toMatchObject({
      currency: 'USDT',
      amount: String(10n * UNIT),
      toUuid: bob.uuid,
      available: String(90n * UNIT),
    })
    const again = body<TransferResponse>(await transfer(alice, payload, key)).data
    expect(again).toEqual(sent)
    expect(await balance(alice, 'USDT')).toBe(90n * UNIT)
    expect(await balance(bob, 'USDT')).toBe(10n * UNIT)

    const conflicting = await transfer(alice, { ...payload, amount: String(11n * UNIT) }, key)
    expect(conflicting.statusCode).toBe(409)
    expect(body(conflicting).code).toBe(409)

    const aliceBills = body<{ items: Bill[] }>(await get('/app/assets/bills?type=transfer', alice)).data.items
    expect(aliceBills).toHaveLength(1)
    expect(aliceBills[0]).toMatchObject({
      type: 'transfer',
      amount: String(-10n * UNIT),
      counterpartyUuid: bob.uuid,
      memo: 'lunch',
      balanceAfter: String(90n * UNIT),
    })
    const bobBills = body<{ items: Bill[] }>(await get('/app/assets/bills', bob)).data.items
    expect(bobBills[0]).toMatchObject({
      type: 'transfer',
      amount: String(10n * UNIT),
      counterpartyUuid: alice.uuid,
    })
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('rejects bad transfers with a clear error and changes nothing', async () => {
    // A member of its own: these requests count toward the per-member transfer limit.
    const sender = await signUpMember(t)
    await fund(t.database.db, sender.id, 'USDT', UNIT)
    const before = await ledgerSnapshot(t.database.db)
    const base = { toUuid: bob.uuid, currency: 'USDT', amount: String(MIN_TRANSFER) }
    const cases: { payload: object; key?: string | null; status: number; msg: string }[] = [
      { payload: { ...base, amount: '-1' }, status: 400, msg: '参数错误' },
      { payload: { ...base, amount: '0' }, status: 400, msg: '金额必须大于0' },
      { payload: { ...base, amount: '1' }, status: 400, msg: '转账金额不能少于0.01 USDT' },
      {
        payload: { ...base, amount: String(MIN_TRANSFER - 1n) },
        status: 400,
        msg: '转账金额不能少于0.01 USDT',
      },
      { payload: { ...base, memo: 'lunch\u0000' }, status: 400, msg: '参数错误' },
      { payload: { ...base, memo: 'x'.repeat(101) }, status: 400, msg: '参数错误' },
      { payload: { ...base, amount: '1.5' }, status: 400, msg: '参数错误' },
      { payload: { ...base, amount: 'abc' }, status: 400, msg: '参数错误' },
      { payload: { ...base, amount: 5 }, status: 400, msg: '参数错误' },
      { payload: { ...base, currency: 'BTC' }, status: 400, msg: '参数错误' },
      { payload: { ...base, toUuid: 'nope' }, status: 400, msg: '参数错误' },
      { payload: { ...base, toUuid: crypto.randomUUID() }, status: 400, msg: '用户不存在' },
      { payload: { ...base, toUuid: sender.uuid }, status: 400, msg: '不能转账给自己' },
      { payload: { ...base, amount: String(1000n * UNIT) }, status: 400, msg: '余额不足' },
      { payload: base, key: null, status: 400, msg: '缺少幂等键（Idempotency-Key）' },
      { payload: base, key: 'x'.repeat(101), status: 400, msg: '缺少幂等键（Idempotency-Key）' },
    ]
    for (const c of cases) {
      const response = await transfer(sender, c.payload, c.key === undefined ? crypto.randomUUID() : c.key)
      expect(response.statusCode, JSON.stringify(c.payload)).toBe(c.status)
      expect(body(response)).toMatchObject({ code: 7, msg: c.msg })
    }
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
  })

  it('pages the bill log newest first with a capped page size, filtered by currency and type', async () => {
    for (let i = 0; i < 5; i++) await fund(t.database.db, bob.id, 'DPINE', BigInt(i + 1) * UNIT)
    const first = body<{ items: Bill[]; nextCursor: string | null }>(
      await get('/app/assets/bills?currency=DPINE&limit=2', bob),
    ).data
    expect(first.items.map((b) => b.amount)).toEqual([String(5n * UNIT), String(4n * UNIT)])
    expect(first.nextCursor).not.toBeNull()
    const second = body<{ items: Bill[]; nextCursor: string | null }>(
      await get(`/app/assets/bills?currency=DPINE&limit=2&cursor=${first.nextCursor}`, bob),
    ).data
    expect(second.items.map((b) => b.amount)).toEqual([String(3n * UNIT), String(2n * UNIT)])
    const usdt = body<{ items: Bill[] }>(await get('/app/assets/bills?currency=USDT', bob)).data.items
    expect(usdt.every((b) => b.currency === 'USDT')).toBe(true)
    for (const query of [
      'limit=101',
      'limit=0',
      'limit=-1',
      'limit=abc',
      'type=bogus',
      'currency=BTC',
      'cursor=abc',
      'cursor=-5',
      // Past int8: the `::bigint` cast failed in the database (500).
      'cursor=9223372036854775808',
      'cursor=9999999999999999999',
      'cursor=1%00',
    ]) {
      const response = await get(`/app/assets/bills?${query}`, bob)
      expect(response.statusCode, query).toBe(400)
      expect(body(response).code).toBe(7)
    }
  })

  it("never shows another member's bills", async () => {
    const items = body<{ items: Bill[] }>(await get('/app/assets/bills?limit=100', bob)).data.items
    const aliceItems = body<{ items: Bill[] }>(await get('/app/assets/bills?limit=100', alice)).data.items
    const bobIds = new Set(items.map((b) => b.id))
    expect(aliceItems.some((b) => bobIds.has(b.id))).toBe(false)
  })

  it('exports the bill log as CSV with a BOM, a header row and exact decimal amounts', async () => {
    const response = await get('/app/assets/bills.csv?currency=USDT', alice)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bills-USDT-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'id,time,currency,type,amount,balance_after,reference_type,reference_id,counterparty_uuid,memo',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`,USDT,transfer,-10,90,member_transfer,`)
    expect(lines[1]).toContain(`,${bob.uuid},lunch`)
    expect(lines[2]).toContain(',USDT,income,100,100,')
    const bad = await get('/app/assets/bills.csv?type=nope', alice)
    expect(bad.statusCode).toBe(400)
  })
})
