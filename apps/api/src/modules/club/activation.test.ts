import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_OPERATOR_ACCOUNT_INDEX, devPrivateKey } from '@vita/contracts'
import { body, createTestApp, testConfig, type TestApp } from '../../app/testApp'
import { loadConfig } from '../../config'
import { testDatabaseKinds } from '../../platform/db/testing'
import { signUpMember, type TestMember } from '../assets/assetsTesting'
import { EXPIRE_UNSENT_ORDERS_JOB } from './jobs/expireUnsentOrders'
import { SYNC_CLUB_MEMBERS_JOB } from './jobs/syncClubMembers'
import { VERIFY_ORDER_TRANSACTIONS_JOB } from './jobs/verifyOrderTransactions'
import { WHITELIST_WALLETS_JOB } from './jobs/whitelistWallets'
import { clubModule } from './module'
import { queueNewMembers } from './whitelist/queueNewMembers'
import { markWhitelisted } from './whitelist/requeueWallets'

describe.each(testDatabaseKinds)('GET /app/club/activation (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  beforeAll(async () => {
    t = await createTestApp(kind)
    alice = await signUpMember(t)
  })
  afterAll(() => t.close())

  const activation = (headers: Record<string, string> = alice.auth) =>
    t.app.inject({ method: 'GET', url: '/app/club/activation', headers })

  it('answers the whitelist status as the job moves the wallet along, so the buy screen can say "activation pending"', async () => {
    const before = await activation()
    expect(before.statusCode).toBe(200)
    expect(body<{ status: string }>(before).data).toEqual({ status: 'unknown' })

    await queueNewMembers(t.database.db)
    expect(body<{ status: string }>(await activation()).data).toEqual({ status: 'queued' })

    await markWhitelisted(t.database.db, { memberIds: [alice.id], from: 'queued' })
    expect(body<{ status: string }>(await activation()).data).toEqual({ status: 'whitelisted' })
  })

  it('refuses a request without a session (401)', async () => {
    expect((await activation({})).statusCode).toBe(401)
  })
})

describe('the whitelist job on the runner', () => {
  const warnings: string[] = []
  const logger = { info() {}, error() {}, warn: (_: object, message: string) => warnings.push(message) }

  it('is among the club module’s jobs when an operator key is configured', async () => {
    const t = await createTestApp('pglite', {
      env: { OPERATOR_PRIVATE_KEY: generatePrivateKey() },
      chain: {},
    })
    try {
      const jobs = clubModule.jobs?.({ ...t.services, logger }) ?? []
      expect(jobs.map((job) => job.name)).toEqual(
        expect.arrayContaining([
          SYNC_CLUB_MEMBERS_JOB,
          EXPIRE_UNSENT_ORDERS_JOB,
          VERIFY_ORDER_TRANSACTIONS_JOB,
          WHITELIST_WALLETS_JOB,
        ]),
      )
    } finally {
      await t.close()
    }
  })

  it('does not start without OPERATOR_PRIVATE_KEY outside the dev chain, and warns', async () => {
    const t = await createTestApp('pglite', { chain: {} })
    try {
      expect(t.config.operatorPrivateKey).toBeUndefined()
      const jobs = clubModule.jobs?.({ ...t.services, logger }) ?? []
      expect(jobs.map((job) => job.name)).not.toContain(WHITELIST_WALLETS_JOB)
      expect(warnings.some((message) => message.includes('OPERATOR_PRIVATE_KEY'))).toBe(true)
    } finally {
      await t.close()
    }
  })
})

describe('OPERATOR_PRIVATE_KEY', () => {
  it('defaults to the dev operator account on the dev chain', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { readOrCreateJwtSecret: () => 'x'.repeat(32) })
    expect(config.operatorPrivateKey).toBe(devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX))
  })

  it('refuses a key of the public dev mnemonic outside the dev chain', () => {
    expect(() => testConfig({ OPERATOR_PRIVATE_KEY: devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX) })).toThrow(
      /OPERATOR_PRIVATE_KEY is a key of the public dev mnemonic/,
    )
  })
})
