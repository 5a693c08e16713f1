import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferStepUp } from '@vita/shared'
import { body, createTestApp, TEST_CHAIN_ID, TEST_DEPLOYMENT, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { ledgerSnapshot } from '../ledger/ledgerTesting'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'

const ORDER = TEST_DEPLOYMENT.contracts.order ?? '0x5555555555555555555555555555555555555555'

/** Internal transfers from TRANSFER_STEP_UP_THRESHOLD on need the sender's wallet, as withdrawals do. */
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

  it('moves a transfer its sender signed, and one below the threshold without a signature', async () => {
    const key = crypto.randomUUID()
    const response = await send(
      { amount: String(60n * UNIT), ...(await signed(alice, 60n * UNIT, key)) },
      key,
    )
    expect(response.statusCode).toBe(200)
    expect((await send({ amount: String(10n * UNIT) }, crypto.randomUUID())).statusCode).toBe(200)
    const [bobs] = await getAccountBalances(t.database.db, { owner: { memberId: bob.id }, currency: 'USDT' })
    expect(bobs?.available).toBe(70n * UNIT)
  })
})
