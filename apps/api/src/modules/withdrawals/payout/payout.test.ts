import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseTransaction, type Address, type Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { deployAll, devPrivateKey, startDevChain, type Deployment, type DevChain } from '@vita/contracts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../../members/membersTesting'
import { getAccountBalances } from '../../ledger'
import { ledgerViolations } from '../../ledger/ledgerTesting'
import { runPayoutsOnce } from './runPayoutsOnce'
import { settlePayout } from './settlePayout'
import { signPayout } from './signPayout'
import { createChainClients, createDeploymentSource, fixedDeploymentSource } from '../../../platform/chain'
import { startJob } from '../../../platform/jobs'
import { payoutsJob } from '../jobs/payouts'
import { payoutFixture, PAYOUT_TEST_CHAIN_ID as CHAIN_ID, UNIT } from './payoutTesting'

const PORT = 8661

let chain: DevChain
let deployment: Deployment
beforeAll(async () => {
  chain = await startDevChain({ port: PORT, chainId: CHAIN_ID })
  deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: CHAIN_ID })
}, 120_000)
afterAll(() => chain?.stop())

describe.each(testDatabaseKinds)('payout worker on a dev chain (%s)', (kind) => {
  let database: TestDatabase
  let fixture: ReturnType<typeof payoutFixture>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1001, 1200))
    fixture = payoutFixture({ db: database.db, chain, deployment, firstMemberId: 1000 })
  })
  afterAll(() => database.dispose())

  const context: ReturnType<typeof payoutFixture>['context'] = (overrides) => fixture.context(overrides)
  const tokenBalance = (address: Address) => fixture.tokenBalance(address)
  const withdrawalOf = (amount: bigint) => fixture.withdrawalOf(amount)
  const row = (id: string) => fixture.row(id)
  const memberBalance = (memberId: number) => fixture.memberBalance(memberId)

  it('pays out: pending → broadcast → completed, tokens arrive, ledger posted with the fee to fee_pool', async () => {
    const feePoolBefore =
      (await getAccountBalances(database.db, { owner: { systemCode: 'fee_pool' }, currency: 'DPINE' }))[0]
        ?.balance ?? 0n
    const { memberId, to, id } = await withdrawalOf(50n * UNIT)
    expect((await row(id))?.status).toBe('pending')
    const first = await runPayoutsOnce(context())
    expect(first).toMatchObject({ signed: 1 })
    const signed = await row(id)
    expect(signed).toMatchObject({ status: 'broadcast', chainId: CHAIN_ID })
    expect(signed?.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const second = await runPayoutsOnce(context())
    expect(second).toMatchObject({ completed: 1 })
    expect((await row(id))?.status).toBe('completed')
    expect(await tokenBalance(to)).toBe(49n * UNIT)
    expect(await memberBalance(memberId)).toMatchObject({ balance: 150n * UNIT, pendingDebits: 0n })
    const feePool = (
      await getAccountBalances(database.db, { owner: { systemCode: 'fee_pool' }, currency: 'DPINE' })
    )[0]?.balance
    expect(feePool).toBe(feePoolBefore + UNIT)
    expect(await runPayoutsOnce(context())).toEqual({
      signed: 0,
      completed: 0,
      failed: 0,
      parked: 0,
      waiting: 0,
    })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('after a crash between storing and sending, a fresh worker sends the same transaction once', async () => {
    const { to, id } = await withdrawalOf(20n * UNIT)
    // The "crashed" worker stored the signed transaction, then died before it reached the node.
    const crashing = context()
    crashing.client = {
      ...crashing.client,
      sendRawTransaction: () => Promise.reject(new Error('process killed')),
    }
    expect(await signPayout(crashing, { id, unminedByCurrency: new Map() })).toBe('signed')
    const stored = await row(id)
    expect(stored?.status).toBe('broadcast')
    expect(await tokenBalance(to)).toBe(0n)

    const fresh = context()
    expect(await runPayoutsOnce(fresh)).toMatchObject({ waiting: 1, signed: 0 })
    expect(await runPayoutsOnce(fresh)).toMatchObject({ completed: 1 })
    const done = await row(id)
    expect(done).toMatchObject({ status: 'completed', txHash: stored?.txHash, nonce: stored?.nonce })
    expect(await tokenBalance(to)).toBe(19n * UNIT)
  })

  it('after a crash right after sending, a restart neither pays twice nor loses the withdrawal', async () => {
    const { to, id } = await withdrawalOf(30n * UNIT)
    expect(await signPayout(context(), { id, unminedByCurrency: new Map() })).toBe('signed')
    const sent = await row(id)
    // A second worker re-sends the stored bytes (same hash): the node knows it, nothing new happens.
    const again = context()
    await again.client
      .sendRawTransaction({ serializedTransaction: sent?.rawTx as Hex })
      .catch(() => undefined)
    expect(await runPayoutsOnce(again)).toMatchObject({ completed: 1, signed: 0 })
    expect(await runPayoutsOnce(context())).toMatchObject({ completed: 0, signed: 0 })
    expect(await tokenBalance(to)).toBe(29n * UNIT)
    expect((await row(id))?.status).toBe('completed')
  })

  /** Hardhat's mining switch: with automine off, sent transactions wait in the mempool. */
  const devRpc = (method: string, params: unknown[] = []) => fixture.devRpc(method, params)
  const gasPriceOf = (rawTx: string | null | undefined) => {
    const parsed = parseTransaction((rawTx ?? '0x') as Hex)
    return { gasPrice: parsed.gasPrice ?? 0n, nonce: parsed.nonce, to: parsed.to, data: parsed.data }
  }

  it('replaces a stuck payout at a higher gas price (same nonce and transfer) and pays once', async () => {
    const { memberId, to, id } = await withdrawalOf(33n * UNIT)
    await devRpc('evm_setAutomine', [false])
    let first: Awaited<ReturnType<typeof row>>
    try {
      expect(await runPayoutsOnce(context())).toMatchObject({ signed: 1 })
      first = await row(id)
      // Not due yet: the same transaction is sent again.
      expect(await runPayoutsOnce(context())).toMatchObject({ waiting: 1 })
      expect((await row(id))?.txHash).toBe(first?.txHash)
      // Due, but the replacement would cost more than the cap: it waits, unchanged.
      expect(await runPayoutsOnce(context({ bumpAfterMs: 0, maxGasPrice: 1n }))).toMatchObject({ waiting: 1 })
      expect((await row(id))?.txHash).toBe(first?.txHash)
      // Due: replaced.
      expect(await runPayoutsOnce(context({ bumpAfterMs: 0 }))).toMatchObject({ waiting: 1, signed: 0 })
      const bumped = await row(id)
      expect(bumped?.txHash).not.toBe(first?.txHash)
      expect(bumped?.replacedTxs).toEqual([{ txHash: first?.txHash, rawTx: first?.rawTx }])
      const before = gasPriceOf(first?.rawTx)
      const after = gasPriceOf(bumped?.rawTx)
      expect(after.gasPrice).toBeGreaterThanOrEqual((before.gasPrice * 1125n) / 1000n)
      expect({ nonce: after.nonce, to: after.to, data: after.data }).toEqual({
        nonce: before.nonce,
        to: before.to,
        data: before.data,
      })
      await devRpc('evm_mine')
    } finally {
      await devRpc('evm_setAutomine', [true])
    }
    expect(await runPayoutsOnce(context())).toMatchObject({ completed: 1 })
    const done = await row(id)
    expect(done?.status).toBe('completed')
    expect(await tokenBalance(to)).toBe(32n * UNIT)
    await expect(context().client.getTransactionReceipt({ hash: first?.txHash as Hex })).rejects.toThrow()
    expect(await memberBalance(memberId)).toMatchObject({ balance: 167n * UNIT, pendingDebits: 0n })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('when the replaced version is the one mined, it becomes the transaction of record', async () => {
    const { to, id } = await withdrawalOf(21n * UNIT)
    await devRpc('evm_setAutomine', [false])
    let first: Awaited<ReturnType<typeof row>>
    try {
      expect(await runPayoutsOnce(context())).toMatchObject({ signed: 1 })
      first = await row(id)
      // The replacement is signed and stored, but never reaches the node: the first version is mined.
      const offline = context({ bumpAfterMs: 0 })
      offline.client = {
        ...offline.client,
        sendRawTransaction: () => Promise.reject(new Error('connection reset')),
      }
      await runPayoutsOnce(offline)
      const bumped = await row(id)
      expect(bumped?.txHash).not.toBe(first?.txHash)
      await devRpc('evm_mine')
    } finally {
      await devRpc('evm_setAutomine', [true])
    }
    expect(await runPayoutsOnce(context())).toMatchObject({ completed: 1 })
    const done = await row(id)
    expect(done).toMatchObject({ status: 'completed', txHash: first?.txHash, rawTx: first?.rawTx })
    expect(done?.replacedTxs).toHaveLength(1)
    expect(done?.replacedTxs[0]?.txHash).not.toBe(first?.txHash)
    expect(await tokenBalance(to)).toBe(20n * UNIT)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('a runner holding a stale row (replaced meanwhile by another runner) neither refunds nor pays twice', async () => {
    const { memberId, to, id } = await withdrawalOf(17n * UNIT)
    const crashing = context()
    crashing.client = {
      ...crashing.client,
      sendRawTransaction: () => Promise.reject(new Error('connection reset')),
    }
    await devRpc('evm_setAutomine', [false])
    let stale: Awaited<ReturnType<typeof row>>
    try {
      await signPayout(crashing, { id, unminedByCurrency: new Map() })
      // Runner 1 reads the row; runner 2 replaces the transaction, and the replacement is mined.
      stale = await row(id)
      await runPayoutsOnce(context({ bumpAfterMs: 0 }))
      await devRpc('evm_mine')
    } finally {
      await devRpc('evm_setAutomine', [true])
    }
    // Runner 1 finds no receipt for its version and the nonce used: it must find the replacement.
    const latest = await context().client.getBlockNumber({ cacheTime: 0 })
    expect(await settlePayout(context(), stale as NonNullable<typeof stale>, latest)).toBe('completed')
    expect((await row(id))?.status).toBe('completed')
    expect(await tokenBalance(to)).toBe(16n * UNIT)
    expect(await memberBalance(memberId)).toMatchObject({ balance: 183n * UNIT, pendingDebits: 0n })
  })

  it('fails and refunds when the hot wallet lacks funds', async () => {
    const { memberId, to, id } = await withdrawalOf(40n * UNIT)
    const empty = context({ privateKey: generatePrivateKey() })
    expect(await runPayoutsOnce(empty)).toMatchObject({ failed: 1 })
    expect(await row(id)).toMatchObject({
      status: 'failed',
      failureReason: 'hot wallet balance insufficient',
      rawTx: null,
    })
    expect(await memberBalance(memberId)).toMatchObject({
      balance: 200n * UNIT,
      pendingDebits: 0n,
      available: 200n * UNIT,
    })
    expect(await tokenBalance(to)).toBe(0n)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('fails and refunds when the payout transaction reverts', async () => {
    const { memberId, to, id } = await withdrawalOf(40n * UNIT)
    // Too little gas for a token transfer: mined, but reverted (out of gas).
    const starved = context({ gasLimit: 30_000n })
    await runPayoutsOnce(starved)
    await runPayoutsOnce(starved)
    expect(await row(id)).toMatchObject({ status: 'failed', failureReason: 'transaction reverted' })
    expect(await memberBalance(memberId)).toMatchObject({ balance: 200n * UNIT, pendingDebits: 0n })
    expect(await tokenBalance(to)).toBe(0n)
  })

  it('fails and refunds when another transaction took the payout nonce (dropped)', async () => {
    const { memberId, to, id } = await withdrawalOf(25n * UNIT)
    const crashing = context()
    crashing.client = {
      ...crashing.client,
      sendRawTransaction: () => Promise.reject(new Error('connection reset')),
    }
    await signPayout(crashing, { id, unminedByCurrency: new Map() })
    const stored = await row(id)
    // Someone else spends that nonce from the hot wallet first.
    await fixture.takeNonce(stored.nonce ?? -1)
    expect(await runPayoutsOnce(context())).toMatchObject({ failed: 1 })
    expect(await row(id)).toMatchObject({ status: 'failed', failureReason: 'transaction dropped' })
    expect(await memberBalance(memberId)).toMatchObject({ balance: 200n * UNIT, pendingDebits: 0n })
    expect(await tokenBalance(to)).toBe(0n)
    // The next payout gets a fresh nonce and goes through.
    const next = await withdrawalOf(15n * UNIT)
    await runPayoutsOnce(context())
    await runPayoutsOnce(context())
    expect((await row(next.id))?.status).toBe('completed')
    expect(await tokenBalance(next.to)).toBe(14n * UNIT)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('runs as a job: a run that cannot start (no deployment yet) is logged and retried, then pays', async () => {
    const { to, id } = await withdrawalOf(12n * UNIT)
    const errors: unknown[] = []
    const logger = {
      info: () => undefined,
      warn: (object: unknown) => void errors.push(object),
      error: (object: unknown) => void errors.push(object),
    }
    const clients = createChainClients({ chainId: CHAIN_ID, rpcUrl: chain.rpcUrl })
    const job = (deployment: ReturnType<typeof createDeploymentSource>) =>
      payoutsJob({
        db: database.db,
        chainId: CHAIN_ID,
        client: clients.failover,
        proofClient: clients.primary,
        privateKey: devPrivateKey(0),
        deployment,
        intervalMs: 20,
      })
    const run = (deployment: ReturnType<typeof createDeploymentSource>) =>
      startJob({ db: database.db, job: job(deployment), timeZone: 'UTC', logger, maxBackoffMs: 40 })
    const broken = run(createDeploymentSource('/nonexistent/deployment.json'))
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(1), { timeout: 5_000, interval: 20 })
    await broken.stop()
    expect((await row(id))?.status).toBe('pending')

    const worker = run(fixedDeploymentSource(deployment))
    await vi.waitFor(async () => expect((await row(id))?.status).toBe('completed'), {
      timeout: 10_000,
      interval: 50,
    })
    await worker.stop()
    expect(await tokenBalance(to)).toBe(11n * UNIT)
  })
})
