import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferStepUp } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { ledgerSnapshot } from '../ledger/ledgerTesting'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'
import { transferToMember } from './transferToMember'

const ORDER = TEST_DEPLOYMENT.contracts.order ?? '0x5555555555555555555555555555555555555555'

/**
 * Internal transfers need the sender's wallet, as withdrawals do, once the last 24 hours' transfers reach
 * TRANSFER_STEP_UP_THRESHOLD.
 */
describe.each(testDatabaseKinds)('transfer step-up (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  let bob: TestMember
  beforeAll(async () => {
    t = await createTestApp(kind, { deployment: TEST_DEPLOYMENT, env: { TRANSFER_STEP_UP_THRESHOLD: '50' } })
    alice = await signUpMember(t)
    bob = await signUpMember(t)
    await fund(t.database.db, alice.id, 'USDT', 500n * UNIT)
  })
  afterAll(() => t.close())

  async function signed(signer: TestMember, amount: bigint, key: string, expiry?: number) {
    const at = expiry ?? Math.floor(t.clock.now.getTime() / 1000) + 300
    const typed = transferStepUp(TEST_CHAIN_ID, ORDER, {
      amount,
      currency: 'USDT',
      toUuid: bob.uuid,
      idempotencyKey: key,
      expiry: BigInt(at),
    })
    return { signature: await signer.account.signTypedData(typed), expiry: at }
  }
  const send = (payload: Record<string, unknown>, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/app/assets/transfer',
      payload: { toUuid: bob.uuid, currency: 'USDT', ...payload },
      headers: { ...alice.auth, 'idempotency-key': key },
    })
  const reasonOf = async (payload: Record<string, unknown>, key: string) =>
    body<{ reason?: string }>(await send(payload, key)).data.reason

  it('refuses an unsigned or wrongly signed transfer at or above the threshold, changing nothing', async () => {
    const before = await ledgerSnapshot(t.database.db)
    const amount = String(50n * UNIT)
    expect(await reasonOf({ amount }, crypto.randomUUID())).toBe('stepUpRequired')
    const key = crypto.randomUUID()
    expect(await reasonOf({ amount, ...(await signed(bob, 50n * UNIT, key)) }, key)).toBe('stepUpInvalid')
    expect(await reasonOf({ amount, ...(await signed(alice, 49n * UNIT, key)) }, key)).toBe('stepUpInvalid')
    const past = Math.floor(t.clock.now.getTime() / 1000) - 1
    expect(await reasonOf({ amount, ...(await signed(alice, 50n * UNIT, key, past)) }, key)).toBe(
      'stepUpExpired',
    )
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
  })

  it('moves a transfer below the threshold without a signature, and one its sender signed', async () => {
    expect((await send({ amount: String(10n * UNIT) }, crypto.randomUUID())).statusCode).toBe(200)
    const key = crypto.randomUUID()
    const response = await send(
      { amount: String(60n * UNIT), ...(await signed(alice, 60n * UNIT, key)) },
      key,
    )
    expect(response.statusCode).toBe(200)
    const [bobs] = await getAccountBalances(t.database.db, { owner: { memberId: bob.id }, currency: 'USDT' })
    expect(bobs?.available).toBe(70n * UNIT)
  })

  it('counts the last 24 hours: split transfers need the signature once they add up to the threshold', async () => {
    const carol = await signUpMember(t)
    await fund(t.database.db, carol.id, 'USDT', 500n * UNIT)
    const sendAs = (amount: bigint, key = crypto.randomUUID(), proof: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/app/assets/transfer',
        payload: { toUuid: bob.uuid, currency: 'USDT', amount: String(amount), ...proof },
        headers: { ...carol.auth, 'idempotency-key': key },
      })
    const first = crypto.randomUUID()
    expect((await sendAs(20n * UNIT, first)).statusCode).toBe(200)
    expect((await sendAs(20n * UNIT)).statusCode).toBe(200)
    const before = await ledgerSnapshot(t.database.db)
    expect(body<{ reason?: string }>(await sendAs(20n * UNIT)).data.reason).toBe('stepUpRequired')
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
    // A retry of a transfer that went through is answered as it was, not refused.
    expect((await sendAs(20n * UNIT, first)).statusCode).toBe(200)
    expect(await ledgerSnapshot(t.database.db)).toEqual(before)
    const key = crypto.randomUUID()
    const typed = transferStepUp(TEST_CHAIN_ID, ORDER, {
      amount: 20n * UNIT,
      currency: 'USDT',
      toUuid: bob.uuid,
      idempotencyKey: key,
      expiry: BigInt(Math.floor(t.clock.now.getTime() / 1000) + 300),
    })
    const proof = {
      signature: await carol.account.signTypedData(typed),
      expiry: Number(typed.message.expiry),
    }
    expect((await sendAs(20n * UNIT, key, proof)).statusCode).toBe(200)
    // A day later the window is empty again.
    const dayLater = new Date(t.clock.now.getTime() + 24 * 3_600_000 + 60_000)
    const later = await transferToMember(t.database.db, {
      fromMemberId: carol.id,
      toUuid: bob.uuid,
      currency: 'USDT',
      amount: 20n * UNIT,
      idempotencyKey: crypto.randomUUID(),
      stepUp: { signed: false, threshold: 50n * UNIT, now: dayLater },
    })
    expect(later.amount).toBe(String(20n * UNIT))
  })

  it('lets no more than the threshold through unsigned when the requests arrive at once', async () => {
    const dave = await signUpMember(t)
    await fund(t.database.db, dave.id, 'USDT', 500n * UNIT)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/app/assets/transfer',
          payload: { toUuid: bob.uuid, currency: 'USDT', amount: String(20n * UNIT) },
          headers: { ...dave.auth, 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
    const [daves] = await getAccountBalances(t.database.db, {
      owner: { memberId: dave.id },
      currency: 'USDT',
    })
    expect(daves?.available).toBe(460n * UNIT)
  })
})
