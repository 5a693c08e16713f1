import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Withdrawal, WithdrawRules } from '@vita/shared'
import { addressSchema, baseUnitsSchema, currencySchema } from '@vita/shared'
import { withdrawalStepUp } from '@vita/shared/stepUp'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { ledgerSnapshot, ledgerViolations } from '../ledger/ledgerTesting'
import { fund, signUpMember, type TestMember, UNIT } from '../assets/assetsTesting'
import { withdrawals } from './tables'
import { getWithdrawRules, setWithdrawRules } from './withdrawRules'

const PAYOUT_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ORDER = TEST_DEPLOYMENT.contracts.order ?? '0x5555555555555555555555555555555555555555'
const HOT_WALLET_KEY = generatePrivateKey()

type StepUpOverrides = Partial<{
  signer: PrivateKeyAccount
  amount: bigint
  fee: bigint
  expiry: number
  idempotencyKey: string
  chainId: number
  verifyingContract: `0x${string}`
}>

describe.each(testDatabaseKinds)('withdrawal requests (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember

  beforeAll(async () => {
    t = await createTestApp(kind, {
      deployment: TEST_DEPLOYMENT,
      env: { PAYOUT_PRIVATE_KEY: HOT_WALLET_KEY },
    })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await fund(t.database.db, alice.id, 'DPINE', 500n * UNIT)
    await setWithdrawRules(t.database.db, {
      currency: 'DPINE',
      minimum: 100n * UNIT,
      fee: 1n * UNIT,
      expectedArrivalMinutes: 30,
      enabled: true,
    })
  })
  afterAll(() => t.close())

  /**
   * POST /app/withdrawals as the app sends it: signed by the member's wallet (step-up) whenever the
   * payload is a request that can be signed at all, unless it carries its own `signature`.
   */
  const withdraw = async (
    member: TestMember,
    payload: Record<string, unknown>,
    key: string | null = crypto.randomUUID(),
    lang = 'zh',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/app/withdrawals',
      payload:
        'signature' in payload ? payload : { ...payload, ...(await stepUp(member, payload, key ?? '')) },
      headers: {
        ...member.auth,
        'accept-language': lang,
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
    })
  async function stepUp(
    member: TestMember,
    payload: Record<string, unknown>,
    key: string,
    overrides: StepUpOverrides = {},
  ) {
    const currency = currencySchema.safeParse(payload.currency)
    const address = addressSchema.safeParse(payload.address)
    const amount = baseUnitsSchema.safeParse(payload.amount)
    if (!currency.success || !address.success || !amount.success) return {}
    const rules = await getWithdrawRules(t.database.db, currency.data)
    const expiry = overrides.expiry ?? Math.floor(t.clock.now.getTime() / 1000) + 300
    const typed = withdrawalStepUp(overrides.chainId ?? TEST_CHAIN_ID, overrides.verifyingContract ?? ORDER, {
      amount: overrides.amount ?? BigInt(amount.data),
      currency: currency.data,
      to: address.data,
      fee: overrides.fee ?? rules.fee,
      idempotencyKey: overrides.idempotencyKey ?? key,
      expiry: BigInt(expiry),
    })
    const signature = await (overrides.signer ?? member.account).signTypedData(typed)
    return { signature, expiry }
  }
  const available = async (member: TestMember) =>
    (await getAccountBalances(t.database.db, { owner: { memberId: member.id }, currency: 'DPINE' }))[0]

  it('publishes the rules without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/withdrawals/rules' })
    expect(response.statusCode).toBe(200)
    const { rules } = body<{ rules: WithdrawRules[] }>(response).data
    expect(rules).toContainEqual({
      currency: 'DPINE',
      minimum: String(100n * UNIT),
      fee: String(UNIT),
      expectedArrivalMinutes: 30,
      enabled: true,
    })
    expect(rules.map((r) => r.currency)).toEqual(['USDT', 'DPINE'])
  })

  it('reserves the amount, shows the fee and net amount, and replays the same key', async () => {
    const key = crypto.randomUUID()
    const payload = {
      currency: 'DPINE',
      amount: String(150n * UNIT),
      address: PAYOUT_ADDRESS.toLowerCase(),
      note: ' rent ',
    }
    const response = await withdraw(alice, payload, key)
    expect(response.statusCode).toBe(200)
    const created = body<Withdrawal>(response).data
    expect(created).toMatchObject({
      currency: 'DPINE',
      amount: String(150n * UNIT),
      fee: String(UNIT),
      netAmount: String(149n * UNIT),
      address: PAYOUT_ADDRESS,
      note: 'rent',
      status: 'pending',
      txHash: null,
      failureReason: null,
    })
    expect(await available(alice)).toMatchObject({
      balance: 500n * UNIT,
      pendingDebits: 150n * UNIT,
      available: 350n * UNIT,
    })
    const replay = await withdraw(alice, payload, key)
    expect(body<Withdrawal>(replay).data).toEqual(created)
    expect(await available(alice)).toMatchObject({ pendingDebits: 150n * UNIT })
    const conflict = await withdraw(alice, { ...payload, amount: String(151n * UNIT) }, key)
    expect(conflict.statusCode).toBe(409)

    const one = await t.app.inject({
      method: 'GET',
      url: `/app/withdrawals/${created.id}`,
      headers: alice.auth,
    })
    expect(body<Withdrawal>(one).data).toEqual(created)
    const list = await t.app.inject({ method: 'GET', url: '/app/withdrawals', headers: alice.auth })
    expect(body<{ items: Withdrawal[] }>(list).data.items.map((w) => w.id)).toEqual([created.id])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it("hides another member's withdrawals (404) and lists only one's own", async () => {
    const [mine] = await t.database.db.select().from(withdrawals)
    const other = await t.app.inject({
      method: 'GET',
      url: `/app/withdrawals/${mine?.id}`,
      headers: bob.auth,
    })
    expect(other.statusCode).toBe(404)
    expect(body(other)).toMatchObject({ code: 404, msg: '请求的资源不存在' })
    const list = await t.app.inject({ method: 'GET', url: '/app/withdrawals', headers: bob.auth })
    expect(body<{ items: Withdrawal[] }>(list).data.items).toEqual([])
    const malformed = await t.app.inject({ method: 'GET', url: '/app/withdrawals/123', headers: bob.auth })
    expect(malformed.statusCode).toBe(400)
  })

  it('pages withdrawals newest first', async () => {
    await withdraw(alice, { currency: 'DPINE', amount: String(100n * UNIT), address: PAYOUT_ADDRESS })
    const first = body<{ items: Withdrawal[]; nextCursor: string | null }>(
      await t.app.inject({ method: 'GET', url: '/app/withdrawals?limit=1', headers: alice.auth }),
    ).data
    expect(first.items[0]?.amount).toBe(String(100n * UNIT))
    const second = body<{ items: Withdrawal[]; nextCursor: string | null }>(
      await t.app.inject({
        method: 'GET',
        url: `/app/withdrawals?limit=1&cursor=${first.nextCursor}`,
        headers: alice.auth,
      }),
    ).data
    expect(second.items[0]?.amount).toBe(String(150n * UNIT))
    expect(second.nextCursor).toBeNull()
    const bad = await t.app.inject({ method: 'GET', url: '/app/withdrawals?cursor=zzz', headers: alice.auth })
    expect(bad.statusCode).toBe(400)
  })

  it('rejects bad requests with the spec messages and changes nothing', async () => {
    const before = await ledgerSnapshot(t.database.db)
    const rowsBefore = await t.database.db.select().from(withdrawals)
    const base = { currency: 'DPINE', amount: String(120n * UNIT), address: PAYOUT_ADDRESS }
    const cases: { payload: Record<string, unknown>; key?: string | null; msg: string; lang?: string }[] = [
      { payload: {}, msg: '请填写完整信息' },
      { payload: { ...base, address: '' }, msg: '请输入提现地址' },
      { payload: { currency: 'DPINE', amount: base.amount }, msg: '请输入提现地址' },
      {
        payload: { currency: 'DPINE', amount: base.amount },
        msg: 'Please enter the withdrawal address',
        lang: 'en',
      },
      { payload: { ...base, amount: '' }, msg: '请填写完整信息' },
      { payload: { address: PAYOUT_ADDRESS, amount: base.amount }, msg: '请填写完整信息' },
      { payload: { ...base, amount: String(99n * UNIT) }, msg: '提现金额不能少于100 DPINE' },
      {
        payload: { ...base, amount: String(99n * UNIT) },
        msg: 'Withdrawal amount cannot be less than 100 DPINE',
        lang: 'en',
      },
      { payload: { ...base, amount: '0' }, msg: '金额必须大于0' },
      { payload: { ...base, amount: '-5' }, msg: '参数错误' },
      { payload: { ...base, amount: '1.5' }, msg: '参数错误' },
      { payload: { ...base, amount: 'lots' }, msg: '参数错误' },
      { payload: { ...base, amount: 100 }, msg: '参数错误' },
      { payload: { ...base, address: '0x1234' }, msg: '参数错误' },
      { payload: { ...base, address: '0x0000000000000000000000000000000000000000' }, msg: '参数错误' },
      { payload: { ...base, currency: 'BTC' }, msg: '不支持的Token' },
      { payload: { ...base, amount: String(10_000n * UNIT) }, msg: '余额不足' },
      { payload: { ...base, note: 'x'.repeat(201) }, msg: '参数错误' },
      { payload: base, key: null, msg: '缺少幂等键（Idempotency-Key）' },
    ]
    for (const c of cases) {
      const response = await withdraw(
        alice,
        c.payload,
        c.key === undefined ? crypto.randomUUID() : c.key,
        c.lang,
      )
      expect(response.statusCode, JSON.stringify(c)).toBe(400)
      expect(body(response), JSON.stringify(c)).toMatchObject({ code: 7, msg: c.msg })
    }
    // Bob has nothing: the reservation fails and the withdrawal row is rolled back with it.
    const broke = await withdraw(bob, base)
    expect(body(broke)).toMatchObject({ code: 7, msg: '余额不足' })
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
    expect(await t.database.db.select().from(withdrawals)).toEqual(rowsBefore)
  })

  it('refuses amounts not above the fee, and disabled currencies', async () => {
    await setWithdrawRules(t.database.db, { currency: 'USDT', minimum: 0n, fee: 2n * UNIT, enabled: true })
    await fund(t.database.db, bob.id, 'USDT', 10n * UNIT)
    const low = await withdraw(bob, { currency: 'USDT', amount: String(2n * UNIT), address: PAYOUT_ADDRESS })
    expect(body(low)).toMatchObject({ code: 7, msg: '提现金额必须大于手续费2 USDT' })
    await setWithdrawRules(t.database.db, { currency: 'USDT', enabled: false })
    const off = await withdraw(bob, { currency: 'USDT', amount: String(5n * UNIT), address: PAYOUT_ADDRESS })
    expect(body(off)).toMatchObject({ code: 7, msg: '该币种暂不支持提现' })
    expect(
      (await getAccountBalances(t.database.db, { owner: { memberId: bob.id }, currency: 'USDT' }))[0]
        ?.pendingDebits,
    ).toBe(0n)
  })

  it('makes one withdrawal from concurrent requests with one key, and never overdraws', async () => {
    const before = (await available(alice))?.pendingDebits ?? 0n
    const key = crypto.randomUUID()
    const payload = { currency: 'DPINE', amount: String(100n * UNIT), address: PAYOUT_ADDRESS }
    const [a, b] = await Promise.all([withdraw(alice, payload, key), withdraw(alice, payload, key)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(body<Withdrawal>(a).data.id).toBe(body<Withdrawal>(b).data.id)
    expect((await available(alice))?.pendingDebits).toBe(before + 100n * UNIT)
    // 150 available: of three concurrent 100s, one fits.
    const rest = await Promise.all([1, 2, 3].map(() => withdraw(alice, payload)))
    expect(rest.map((r) => r.statusCode).sort()).toEqual([200, 400, 400])
    expect((await available(alice))?.available).toBe(50n * UNIT)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a withdrawal its member did not sign in their wallet (step-up), and changes nothing', async () => {
    await setWithdrawRules(t.database.db, {
      currency: 'DPINE',
      minimum: 100n * UNIT,
      fee: UNIT,
      enabled: true,
    })
    const before = await ledgerSnapshot(t.database.db)
    const rowsBefore = await t.database.db.select().from(withdrawals)
    const payload = { currency: 'DPINE', amount: String(100n * UNIT), address: PAYOUT_ADDRESS }
    const now = Math.floor(t.clock.now.getTime() / 1000)
    const refused = async (overrides: StepUpOverrides, reason: string, key = crypto.randomUUID()) => {
      const signed = await stepUp(alice, payload, key, overrides)
      const response = await withdraw(alice, { ...payload, ...signed }, key)
      expect(response.statusCode, reason).toBe(400)
      expect(body<{ reason: string }>(response).data.reason, Object.keys(overrides).join()).toBe(reason)
    }
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/app/withdrawals',
      payload,
      headers: { ...alice.auth, 'idempotency-key': crypto.randomUUID() },
    })
    expect(body(unsigned)).toMatchObject({
      code: 7,
      msg: '请在钱包中确认签名',
      data: { reason: 'stepUpRequired' },
    })
    await refused({ signer: bob.account }, 'stepUpInvalid')
    await refused({ amount: 101n * UNIT }, 'stepUpInvalid')
    await refused({ fee: 0n }, 'stepUpInvalid')
    await refused({ idempotencyKey: 'another-request' }, 'stepUpInvalid')
    await refused({ chainId: 97 }, 'stepUpInvalid')
    await refused({ verifyingContract: PAYOUT_ADDRESS }, 'stepUpInvalid')
    await refused({ expiry: now - 1 }, 'stepUpExpired')
    await refused({ expiry: now + 24 * 3600 }, 'stepUpExpired')
    // A signature replayed under another Idempotency-Key is another request: refused.
    const key = crypto.randomUUID()
    const signed = await stepUp(alice, payload, key)
    const replayedElsewhere = await withdraw(alice, { ...payload, ...signed }, crypto.randomUUID())
    expect(body<{ reason: string }>(replayedElsewhere).data.reason).toBe('stepUpInvalid')
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
    expect(await t.database.db.select().from(withdrawals)).toEqual(rowsBefore)
  })

  it('tells the member when the fee changed after they signed', async () => {
    const key = crypto.randomUUID()
    const payload = { currency: 'DPINE', amount: String(100n * UNIT), address: PAYOUT_ADDRESS }
    const signed = await stepUp(alice, payload, key)
    await setWithdrawRules(t.database.db, { currency: 'DPINE', fee: 2n * UNIT })
    const response = await withdraw(alice, { ...payload, ...signed, fee: String(UNIT) }, key)
    expect(body(response)).toMatchObject({
      code: 7,
      msg: '手续费已变更，请确认后重试',
      data: { reason: 'stepUpFeeChanged', fee: String(2n * UNIT) },
    })
    await setWithdrawRules(t.database.db, { currency: 'DPINE', fee: UNIT })
  })

  it('refuses destinations that cannot or must not receive a payout', async () => {
    const hotWallet = privateKeyToAccount(HOT_WALLET_KEY).address
    for (const address of [
      hotWallet,
      TEST_DEPLOYMENT.contracts.dpine,
      TEST_DEPLOYMENT.contracts.order,
      TEST_DEPLOYMENT.contracts.pool,
      TEST_DEPLOYMENT.contracts.feePool,
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000001000',
    ]) {
      const response = await withdraw(alice, { currency: 'DPINE', amount: String(100n * UNIT), address })
      expect(body(response), address).toMatchObject({
        code: 7,
        msg: '该地址不能作为提现地址',
        data: { reason: 'withdrawDestinationRefused' },
      })
    }
    // Mixed case must be a valid EIP-55 checksum: one flipped letter is a typo, refused.
    const typo = PAYOUT_ADDRESS.replace('C51812', 'c51812')
    const response = await withdraw(alice, { currency: 'DPINE', amount: String(100n * UNIT), address: typo })
    expect(body(response)).toMatchObject({ code: 7, data: { reason: 'invalidParams' } })
  })

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/app/withdrawals'],
      ['POST', '/app/withdrawals'],
      ['GET', `/app/withdrawals/${crypto.randomUUID()}`],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401)
    }
  })
})
