import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssetsResponse } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { createChainServices, fixedDeploymentSource } from '../../platform/chain'
import { testDatabaseKinds } from '../../platform/db/testing'
import { startTestChain, type TestChain } from '../../platform/indexer/testChain'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(8641)
}, 120_000)
afterAll(() => chain?.stop())

/** The assets screen against the real contracts on a dev chain: what the wallet holds, counted once. */
describe.each(testDatabaseKinds)('assets read from the real contracts (%s)', (kind) => {
  let t: TestApp
  let alice: TestMember
  beforeAll(async () => {
    const services = createChainServices({
      chainId: 31337,
      rpcUrl: chain.rpcUrl,
      deployment: fixedDeploymentSource(chain.deployment),
      cacheTtlMs: 0,
    })
    t = await createTestApp(kind, { chain: services })
    alice = await signUpMember(t)
    await fund(t.database.db, alice.id, 'USDT', 100n * UNIT)
    await fund(t.database.db, alice.id, 'DPINE', 50n * UNIT)
    await chain.sendToken({ from: 0, token: 'usdt', to: alice.address, amount: '7' })
    await chain.sendToken({ from: 0, token: 'dpine', to: alice.address, amount: '3' })
  })
  afterAll(() => t?.close())

  it("adds the wallet's DPINE to the total once (getUserDPINEBalance is the same balanceOf)", async () => {
    const { data } = body<AssetsResponse>(
      await t.app.inject({ method: 'GET', url: '/app/assets', headers: alice.auth }),
    )
    expect(data.assets).toEqual([
      {
        currency: 'USDT',
        available: String(100n * UNIT),
        pending: '0',
        staked: '0',
        claimable: '0',
        walletBalance: String(7n * UNIT),
        contractBalance: '0',
        total: String(107n * UNIT),
        walletStale: false,
      },
      {
        currency: 'DPINE',
        available: String(50n * UNIT),
        pending: '0',
        staked: '0',
        claimable: '0',
        walletBalance: String(3n * UNIT),
        contractBalance: String(3n * UNIT),
        total: String(53n * UNIT),
        walletStale: false,
      },
    ])
  })
})
