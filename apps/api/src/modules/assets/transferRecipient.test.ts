import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferStepUp, type TransferRecipient, type TransferResponse } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { ledgerSnapshot } from '../ledger/ledgerTesting'
import { communityNumberFor } from '../members/membersTesting'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'

const ORDER = TEST_DEPLOYMENT.contracts.order ?? '0x5555555555555555555555555555555555555555'

/** Issue 33 item 8: a transfer's recipient by UUID, community number or wallet address, shown before confirming. */
describe.each(testDatabaseKinds)('transfer recipients by UUID, community number or address (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  let bobNumber: string

  beforeAll(async () => {
    t = await createTestApp(kind, {
      deployment: TEST_DEPLOYMENT,
      env: { TRANSFER_STEP_UP_THRESHOLD: String(50n * UNIT) },
    })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    bobNumber = communityNumberFor(bob.id)
    await fund(t.database.db, alice.id, 'USDT', 500n * UNIT)
  })
  afterAll(() => t.close())

  const lookUp = (to: string, member: TestMember | null = alice) =>
    t.app.inject({
      method: 'GET',
      url: `/app/assets/transfer-recipient?${new URLSearchParams({ to }).toString()}`,
      headers: member ? member.auth : {},
    })
  const transfer = (payload: Record<string, unknown>, key = crypto.randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/app/assets/transfer',
      payload: { currency: 'USDT', amount: String(UNIT), ...payload },
      headers: { ...alice.auth, 'idempotency-key': key },
    })
  const received = async () =>
    (await getAccountBalances(t.database.db, { owner: { memberId: bob.id }, currency: 'USDT' }))[0]
      ?.available ?? 0n

  it('names the recipient by any of the three forms: community number, masked address and UUID', async () => {
    const expected: TransferRecipient = {
      uuid: bob.uuid,
      communityNumber: bobNumber,
      maskedAddress: `${bob.address.slice(0, 6)}…${bob.address.slice(-4)}`,
    }
    for (const to of [
      bob.uuid,
      bob.uuid.toUpperCase(),
      bobNumber,
      bobNumber.toLowerCase(),
      bob.address,
      bob.address.toLowerCase(),
      ` ${bob.address.toUpperCase().replace('0X', '0x')} `,
    ]) {
      const response = await lookUp(to)
      expect(response.statusCode, to).toBe(200)
      expect(body<TransferRecipient>(response).data, to).toEqual(expected)
    }
    expect((await lookUp(bob.uuid, null)).statusCode).toBe(401)
  })

  it('refuses an unknown or malformed recipient as a missing member, and oneself as today', async () => {
    const unknownUuid = body(await transfer({ toUuid: crypto.randomUUID() }))
    expect(unknownUuid).toMatchObject({ code: 7, msg: '用户不存在', data: { reason: 'memberNotFound' } })
    for (const to of [
      crypto.randomUUID(),
      'C999999',
      '0x000000000000000000000000000000000000dEaD',
      'not-a-member',
    ]) {
      const response = await lookUp(to)
      expect(response.statusCode, to).toBe(400)
      expect(body(response), to).toMatchObject({
        code: 7,
        msg: '用户不存在',
        data: { reason: 'memberNotFound' },
      })
    }
    for (const to of [alice.uuid, communityNumberFor(alice.id), alice.address.toLowerCase()]) {
      expect(body(await lookUp(to)), to).toMatchObject({ code: 7, data: { reason: 'cannotTransferToSelf' } })
    }
  })

  it('transfers by community number or address; unknown, own, malformed or doubly named recipients move nothing', async () => {
    for (const to of [bobNumber.toLowerCase(), bob.address.toLowerCase()]) {
      const response = await transfer({ to })
      expect(response.statusCode, to).toBe(200)
      expect(body<TransferResponse>(response).data.toUuid).toBe(bob.uuid)
    }
    expect(await received()).toBe(2n * UNIT)

    const before = await ledgerSnapshot(t.database.db)
    const refusals: { payload: Record<string, unknown>; msg: string; reason?: string }[] = [
      { payload: { to: 'C999999' }, msg: '用户不存在', reason: 'memberNotFound' },
      {
        payload: { to: '0x000000000000000000000000000000000000dead' },
        msg: '用户不存在',
        reason: 'memberNotFound',
      },
      { payload: { to: crypto.randomUUID() }, msg: '用户不存在', reason: 'memberNotFound' },
      {
        payload: { to: communityNumberFor(alice.id) },
        msg: '不能转账给自己',
        reason: 'cannotTransferToSelf',
      },
      { payload: { to: 'bob' }, msg: '参数错误' },
      { payload: { to: bobNumber, toUuid: bob.uuid }, msg: '参数错误' },
      { payload: {}, msg: '参数错误' },
    ]
    for (const { payload, msg, reason } of refusals) {
      const response = await transfer(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(body(response), JSON.stringify(payload)).toMatchObject({ code: 7, msg })
      if (reason) expect(body<{ reason: string }>(response).data.reason).toBe(reason)
    }
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
  })

  it("a signed transfer by community number is signed over the recipient's UUID and replays by its key", async () => {
    const key = crypto.randomUUID()
    const amount = 60n * UNIT
    const typed = transferStepUp(TEST_CHAIN_ID, ORDER, {
      amount,
      currency: 'USDT',
      toUuid: bob.uuid,
      idempotencyKey: key,
      expiry: BigInt(Math.floor(t.clock.now.getTime() / 1000) + 300),
    })
    const proof = {
      signature: await alice.account.signTypedData(typed),
      expiry: Number(typed.message.expiry),
    }
    const before = await received()
    const first = await transfer({ to: bobNumber, amount: String(amount), ...proof }, key)
    expect(first.statusCode).toBe(200)
    // The same request naming bob by UUID is the same transfer: answered again, paid once.
    const again = await transfer({ toUuid: bob.uuid, amount: String(amount), ...proof }, key)
    expect(body<TransferResponse>(again).data).toEqual(body<TransferResponse>(first).data)
    expect(await received()).toBe(before + amount)
    // A signature over another recipient does not carry a transfer to bob.
    const other = crypto.randomUUID()
    const forAlice = transferStepUp(TEST_CHAIN_ID, ORDER, {
      ...typed.message,
      toUuid: alice.uuid,
      idempotencyKey: other,
    })
    const wrong = await transfer(
      {
        to: bobNumber,
        amount: String(amount),
        signature: await alice.account.signTypedData(forAlice),
        expiry: proof.expiry,
      },
      other,
    )
    expect(body<{ reason: string }>(wrong).data.reason).toBe('stepUpInvalid')
  })
})
