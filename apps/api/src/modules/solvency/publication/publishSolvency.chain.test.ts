import { sql } from 'drizzle-orm'
import { createWalletClient, encodeFunctionData, erc20Abi, http, keccak256, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_OPERATOR_ACCOUNT_INDEX,
  devAccount,
  devPrivateKey,
  SOLVENCY_CURRENCIES,
  solvencyRegistryAbi,
} from '@vita/contracts'
import {
  createChainClients,
  createContractReader,
  fixedDeploymentSource,
  signOperatorCall,
} from '../../../platform/chain'
import { queryRows } from '../../../platform/db/sql'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../platform/db/testing'
import { startTestChain, type TestChain } from '../../../platform/indexer/testChain'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { seedSettlement } from '../../club/clubTesting'
import { ensureSystemAccounts, postTransfer } from '../../ledger'
import { UNIT } from '../../ledger/ledgerTesting'
import { insertTestMembers } from '../../members/membersTesting'
import { rebuildSolvencyDayCommand } from '../commands/rebuild'
import { snapshotSolvencyCommand } from '../commands/snapshot'
import { publishSolvencyJob } from '../jobs/publishSolvency'
import { snapshotSolvencyJob } from '../jobs/snapshotSolvency'
import { latestSolvencyDay, listSolvencyDays } from '../readSolvencyDays'
import { readSnapshotReserves } from '../reserves/readSnapshotReserves'
import { snapshotLiabilities } from '../snapshotLiabilities'
import type { PublicationContext } from './publicationContext'
import { storeSigned } from './publicationRows'
import { registryDay } from '@vita/shared/solvency'
import { runPublishOnce } from './runPublishOnce'

const CHAIN_PORT = 8729
const OPERATOR_KEY = devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX)
const OPERATOR = devAccount(DEV_OPERATOR_ACCOUNT_INDEX).address
const SALT_KEY = 'publish-test-salt-key-publish-test-salt-key'
const silent = { info() {}, warn() {}, error() {} }
const never = new AbortController().signal

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(CHAIN_PORT)
}, 120_000)
afterAll(() => chain?.stop())

describe.each(testDatabaseKinds)('publishing solvency days on chain (%s)', (kind) => {
  let database: TestDatabase
  let snapshot: Hex
  const db = () => database.db
  const deployment = () => fixedDeploymentSource(chain.deployment)
  const settings = { configured: undefined, payoutWallet: devAccount(0).address, confirmations: 1 }
  const reserveSource = () => ({
    client: chain.client,
    contracts: () => chain.deployment.contracts,
    settings,
  })
  /** A fresh context each time, as a restarted process would build it (nothing carried over). */
  const context = (): PublicationContext => ({
    db: db(),
    client: chain.client,
    operator: privateKeyToAccount(OPERATOR_KEY),
    registry: chain.contracts.solvencyRegistry,
    fromBlock: BigInt(chain.deployment.startBlock),
    confirmations: 1,
    receiptTimeoutMs: 10_000,
    logger: silent,
  })
  const publishJob = () =>
    publishSolvencyJob({
      db: db(),
      client: chain.client,
      operatorPrivateKey: OPERATOR_KEY,
      deployment: deployment(),
      intervalMs: 60_000,
      confirmations: 1,
      receiptTimeoutMs: 10_000,
    })
  /** The chain as the operator CLI gives it to a command. */
  const opsChain = () => ({
    reader: createContractReader({
      clients: createChainClients({ chainId: 31337, rpcUrl: chain.rpcUrl }),
      contracts: chain.deployment.contracts,
    }),
    contracts: () => chain.deployment.contracts,
  })
  const runJob = () => publishJob().run({ runKey: 'test', signal: never, logger: silent })
  const operatorNonce = () => chain.client.getTransactionCount({ address: OPERATOR, blockTag: 'pending' })
  const take = async (day: string) => {
    const reserves = await readSnapshotReserves(reserveSource(), SOLVENCY_CURRENCIES)
    const taken = await snapshotLiabilities(db(), {
      day,
      currencies: SOLVENCY_CURRENCIES,
      saltKey: SALT_KEY,
      reserves,
    })
    if (taken.kind !== 'taken') throw new Error(`${day} was taken already`)
    return { ...taken, reservesBlock: reserves.blockNumber }
  }
  const onChain = (day: string) =>
    chain.client.readContract({
      address: chain.contracts.solvencyRegistry,
      abi: solvencyRegistryAbi,
      functionName: 'liabilitiesOf',
      args: [registryDay(day)],
    })
  const publication = async (day: string) => {
    const [row] = await queryRows<{
      status: string
      tx_hash: Hex
      replaced_tx_hashes: string[]
      block_number: string | null
    }>(
      db(),
      sql`select status, tx_hash, replaced_tx_hashes, block_number::text as block_number
        from solvency_publications where day = ${day}::date`,
    )
    return row
  }
  const operatorWallet = () =>
    createWalletClient({
      account: privateKeyToAccount(OPERATOR_KEY),
      chain: chain.client.chain,
      transport: http(chain.rpcUrl),
    })
  const publishDirectly = (day: string, root: Hex, totals: readonly bigint[]) =>
    operatorWallet().writeContract({
      address: chain.contracts.solvencyRegistry,
      abi: solvencyRegistryAbi,
      functionName: 'publish',
      args: [registryDay(day), root, [...totals], 0n],
    })
  /** Signs and stores a day's publication without broadcasting it: a crash right after the store. */
  const storeWithoutBroadcast = async (
    day: string,
    root: Hex,
    totals: readonly bigint[],
    reservesBlock: bigint,
  ) => {
    const data = encodeFunctionData({
      abi: solvencyRegistryAbi,
      functionName: 'publish',
      args: [registryDay(day), root, [...totals], reservesBlock],
    })
    const signed = await signOperatorCall(context(), { to: chain.contracts.solvencyRegistry, data })
    expect(
      await storeSigned(db(), { day, registry: chain.contracts.solvencyRegistry, signed, replacing: null }),
    ).toBe(true)
    return signed
  }

  beforeAll(async () => {
    snapshot = await chain.snapshot()
    database = await createTestDatabase(kind)
    await insertTestMembers(db(), [1, 2, 3, 4, 5])
    await ensureSystemAccounts(db())
    for (const memberId of [1, 2, 3])
      await postTransfer(db(), {
        idempotencyKey: `fund:${memberId}`,
        currency: 'USDT',
        type: 'income',
        amount: BigInt(memberId) * UNIT,
        from: { systemCode: 'chain_deposits' },
        to: { memberId },
      })
  })
  afterAll(async () => {
    await database?.dispose()
    await chain.revert(snapshot)
  })

  it("reads the reserves at one confirmed block, every address's USDT and DPINE, stored with the day", async () => {
    await chain.sendToken({ from: 2, token: 'usdt', to: chain.contracts.feePool, amount: '12.5' })
    const job = snapshotSolvencyJob({
      db: db(),
      saltKey: SALT_KEY,
      intervalMs: 60_000,
      reserves: reserveSource(),
    })
    await seedSettlement(db(), '2026-11-20')
    await job.run({ runKey: 'a', signal: never, logger: silent })
    const day = await latestSolvencyDay(db())
    if (!day?.reserves) throw new Error('expected the day with its reserves')
    const block = BigInt(day.reserves.blockNumber)
    expect(block).toBeLessThanOrEqual(await chain.blockNumber())
    expect(day.reserves.holdings.map((h) => `${h.label}:${h.currency}`).sort()).toEqual(
      ['payoutWallet', 'staticDividendPool', 'centralBankPool', 'feePool', 'deposit']
        .flatMap((label) => [`${label}:USDT`, `${label}:DPINE`])
        .sort(),
    )
    for (const holding of day.reserves.holdings) {
      const token = holding.currency === 'USDT' ? chain.contracts.usdt : chain.contracts.dpine
      const balance = await chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holding.address],
        blockNumber: block,
      })
      expect(holding.amount, `${holding.label} ${holding.currency}`).toBe(balance.toString())
    }
    const feePoolUsdt = day.reserves.holdings.find((h) => h.label === 'feePool' && h.currency === 'USDT')
    expect(BigInt(feePoolUsdt?.amount ?? '0')).toBeGreaterThanOrEqual(12n * UNIT)
    const usdtTotal = day.reserves.holdings
      .filter((h) => h.currency === 'USDT')
      .reduce((sum, h) => sum + BigInt(h.amount), 0n)
    expect(day.reserves.totals).toEqual([
      usdtTotal.toString(),
      day.reserves.holdings
        .filter((h) => h.currency === 'DPINE')
        .reduce((sum, h) => sum + BigInt(h.amount), 0n)
        .toString(),
    ])
    expect(day.publication).toBeNull()
  })

  it('publishes a day once: its root, totals and reserves block on chain, recorded with its block', async () => {
    const nonceBefore = await operatorNonce()
    await runJob()
    const day = await latestSolvencyDay(db())
    if (!day?.reserves) throw new Error('expected the day with its reserves')
    const entry = await onChain(day.day)
    expect(entry.root).toBe(day.root)
    expect(entry.totals.map(String)).toEqual(day.totals)
    expect(entry.reservesBlock.toString()).toBe(day.reserves.blockNumber)
    expect(day.publication).toMatchObject({ registry: chain.contracts.solvencyRegistry, status: 'published' })
    const receipt = await chain.client.getTransactionReceipt({ hash: day.publication?.txHash as Hex })
    expect(day.publication?.blockNumber).toBe(receipt.blockNumber.toString())
    await runJob()
    expect(await operatorNonce()).toBe(nonceBefore + 1)
    expect((await listSolvencyDays(db(), { limit: 5 })).items[0]?.publication?.status).toBe('published')
  })

  it('publishes once after a crash between storing the transaction and broadcasting it', async () => {
    const taken = await take('2026-11-21')
    const nonceBefore = await operatorNonce()
    const signed = await storeWithoutBroadcast(
      taken.day,
      taken.root as Hex,
      taken.totals,
      taken.reservesBlock,
    )
    expect((await publication(taken.day))?.status).toBe('sent')
    const result = await runPublishOnce(context(), { signal: never })
    expect(result.days).toEqual([{ day: taken.day, outcome: 'published' }])
    expect(await publication(taken.day)).toMatchObject({ status: 'published', tx_hash: signed.txHash })
    expect((await onChain(taken.day)).root).toBe(taken.root)
    await runPublishOnce(context(), { signal: never })
    expect(await operatorNonce()).toBe(nonceBefore + 1)
  })

  it('never sends a day the registry already holds: recorded as published by that transaction', async () => {
    const taken = await take('2026-11-22')
    const txHash = await publishDirectly(taken.day, taken.root as Hex, taken.totals)
    await chain.client.waitForTransactionReceipt({ hash: txHash })
    const nonceBefore = await operatorNonce()
    await runJob()
    expect(await operatorNonce()).toBe(nonceBefore)
    expect(await publication(taken.day)).toMatchObject({ status: 'published', tx_hash: txHash })
  })

  it('records a conflict, sending nothing, when the registry holds another root for the day', async () => {
    const taken = await take('2026-11-23')
    const other = keccak256('0x1234')
    await chain.client.waitForTransactionReceipt({
      hash: await publishDirectly(taken.day, other, taken.totals),
    })
    const nonceBefore = await operatorNonce()
    const result = await runPublishOnce(context(), { signal: never })
    expect(result.days).toEqual([{ day: taken.day, outcome: 'conflict' }])
    expect(await operatorNonce()).toBe(nonceBefore)
    expect((await publication(taken.day))?.status).toBe('conflict')
    // The day counts as published (by that transaction): the screen reads the other root from the chain.
    expect((await latestSolvencyDay(db()))?.publication?.status).toBe('published')
  })

  it('signs again when the stored transaction’s nonce went to another, keeping the old hash', async () => {
    const taken = await take('2026-11-24')
    const stale = await storeWithoutBroadcast(taken.day, taken.root as Hex, taken.totals, taken.reservesBlock)
    // Another transaction of the operator's takes that nonce first.
    await chain.client.waitForTransactionReceipt({
      hash: await operatorWallet().sendTransaction({ to: OPERATOR, value: 0n, nonce: stale.nonce }),
    })
    const result = await runPublishOnce(context(), { signal: never })
    expect(result.days).toEqual([{ day: taken.day, outcome: 'published' }])
    const row = await publication(taken.day)
    expect(row?.status).toBe('published')
    expect(row?.tx_hash).not.toBe(stale.txHash)
    expect(row?.replaced_tx_hashes).toEqual([stale.txHash])
    expect((await onChain(taken.day)).root).toBe(taken.root)
  })

  it("the operator's solvency:snapshot reads the reserves as the job does", async () => {
    await seedSettlement(db(), '2026-11-26')
    const output = await runOpsCommand({
      db: db(),
      commands: new Map([[snapshotSolvencyCommand.name, snapshotSolvencyCommand]]),
      argv: ['solvency:snapshot'],
      operator: 'test',
      solvencySaltKey: SALT_KEY,
      solvencyReserves: settings,
      chain: opsChain(),
    })
    expect(output).toMatch(/^2026-11-26: 5 members, root 0x[0-9a-f]{64}, .* reserves read at block \d+$/)
    const day = await latestSolvencyDay(db())
    expect(day?.day).toBe('2026-11-26')
    expect(day?.reserves?.holdings).toHaveLength(10)
  })

  it('rebuilds a published day from its stored leaves: match, and mismatch once a stored amount is altered', async () => {
    const day = '2026-11-21'
    const run = () =>
      runOpsCommand({
        db: db(),
        commands: new Map([[rebuildSolvencyDayCommand.name, rebuildSolvencyDayCommand]]),
        argv: ['solvency:rebuild', '--day', day],
        operator: 'test',
        solvencySaltKey: SALT_KEY,
        chain: opsChain(),
      })
    const output = await run()
    expect(output).toMatch(/stored: match/)
    expect(output).toMatch(/registry 0x[0-9a-fA-F]{40}: match/)
    await db().execute(sql`update solvency_chunks set amounts[1] = amounts[1] + 1 where day = ${day}::date`)
    await expect(run()).rejects.toThrow(/stored: mismatch[\s\S]*registry 0x[0-9a-fA-F]{40}: mismatch/)
  })
})
