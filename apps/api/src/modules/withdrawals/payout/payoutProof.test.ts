import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { deployAll, startDevChain, type Deployment, type DevChain } from '@vita/contracts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { insertTestMembers, memberIdRange } from '../../members/membersTesting'
import { ledgerSnapshot, ledgerViolations } from '../../ledger/ledgerTesting'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { withdrawalsModule } from '../module'
import { withdrawals } from '../tables'
import { payoutFixture, PAYOUT_TEST_CHAIN_ID, UNIT } from './payoutTesting'
import { runPayoutsOnce } from './runPayoutsOnce'
import { signPayout } from './signPayout'
import { startRpcProxy, type RpcProxy, type RpcRule } from './rpcProxyTesting'

const PORT = 8662
const commands = new Map((withdrawalsModule.opsCommands ?? []).map((command) => [command.name, command]))

let chain: DevChain
let deployment: Deployment
beforeAll(async () => {
  chain = await startDevChain({ port: PORT, chainId: PAYOUT_TEST_CHAIN_ID })
  deployment = await deployAll({ rpcUrl: chain.rpcUrl, chainId: PAYOUT_TEST_CHAIN_ID })
}, 120_000)
afterAll(() => chain?.stop())

/** Calls that read the chain's state at a block number (the proof's pinned reads), not at 'latest'. */
const atBlockNumber = (params: unknown[] | undefined, index: number) =>
  typeof params?.[index] === 'string' && /^0x[0-9a-f]+$/i.test(params[index] as string)

/** How a lagging or failing RPC can break the proof; each must park the payout, never refund it. */
const proofFaults: { fault: string; reason: string; rule: (proxy: RpcProxy) => RpcRule }[] = [
  {
    fault: 'errors when the block is read',
    reason: 'RPC error while proving',
    rule: (proxy) => (request) =>
      request.method === 'eth_getBlockByNumber' && request.params?.[1] === true
        ? proxy.errorFor(request)
        : undefined,
  },
  {
    fault: 'answers the block as missing',
    reason: 'block missing',
    rule: () => (request) =>
      request.method === 'eth_getBlockByNumber' && request.params?.[1] === true
        ? { jsonrpc: '2.0', id: request.id, result: null }
        : undefined,
  },
  {
    fault: 'answers a block without the transaction that took the nonce',
    reason: 'nonce not found in the block where it was used',
    rule: () => async (request, forward) => {
      if (request.method !== 'eth_getBlockByNumber' || request.params?.[1] !== true) return undefined
      const answer = await forward()
      return { ...answer, result: { ...(answer.result as object), transactions: [] } }
    },
  },
  {
    fault: 'answers a nonce going backwards at the pinned block',
    reason: 'nonce went backwards: unused at the pinned block',
    rule: () => (request) =>
      request.method === 'eth_getTransactionCount' && atBlockNumber(request.params, 1)
        ? { jsonrpc: '2.0', id: request.id, result: '0x0' }
        : undefined,
  },
  {
    fault: 'answers a nonce going backwards between blocks',
    reason: 'nonce went backwards between blocks',
    rule: () => {
      // The pinned block's and the signing block's counts are true; the search's probes answer 0.
      let reads = 0
      return (request) =>
        request.method === 'eth_getTransactionCount' && atBlockNumber(request.params, 1) && ++reads > 2
          ? { jsonrpc: '2.0', id: request.id, result: '0x0' }
          : undefined
    },
  },
  {
    fault: 'errors when the nonce is read at a block',
    reason: 'RPC error while proving',
    rule: (proxy) => (request) =>
      request.method === 'eth_getTransactionCount' && atBlockNumber(request.params, 1)
        ? proxy.errorFor(request)
        : undefined,
  },
]

describe.each(testDatabaseKinds)('payout proofs behind a lagging RPC (%s)', (kind) => {
  let database: TestDatabase
  let proxy: RpcProxy
  let fixture: ReturnType<typeof payoutFixture>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(2001, 2100))
    fixture = payoutFixture({ db: database.db, chain, deployment, firstMemberId: 2000 })
  })
  afterAll(() => database.dispose())
  beforeEach(async () => {
    proxy = await startRpcProxy(chain.rpcUrl)
  })
  afterEach(() => proxy.close())

  /**
   * A payout signed and sent on the chain directly (automine: mined at once), a few blocks mined after
   * it (so the proof searches), its receipt hidden by the proxy.
   */
  async function minedWithHiddenReceipt(amount: bigint) {
    const withdrawal = await fixture.withdrawalOf(amount)
    const sent = await signPayout(fixture.context(), { id: withdrawal.id, unminedByCurrency: new Map() })
    expect(sent).toBe('signed')
    await fixture.devRpc('hardhat_mine', ['0x6'])
    const signed = await fixture.row(withdrawal.id)
    proxy.hideReceipts([signed.txHash as Hex])
    return { ...withdrawal, txHash: signed.txHash as Hex }
  }

  it('a mined payout whose receipt the RPC hides while the nonce moved is never refunded, and completes once it shows', async () => {
    const { memberId, to, id } = await minedWithHiddenReceipt(40n * UNIT)
    const lagging = fixture.context({ rpcUrl: proxy.url, bumpAfterMs: 0 })
    for (let run = 0; run < 3; run++) {
      expect(await runPayoutsOnce(lagging)).toMatchObject({ failed: 0 })
      expect((await fixture.row(id)).status).toMatch(/^(broadcast|parked)$/)
      expect(await fixture.memberBalance(memberId)).toMatchObject({
        balance: 200n * UNIT,
        pendingDebits: 40n * UNIT,
      })
    }
    // Proven mined (our hash holds the nonce), the receipt still missing: it waited, it did not park.
    expect((await fixture.row(id)).status).toBe('broadcast')
    proxy.showReceipts()
    expect(await runPayoutsOnce(lagging)).toMatchObject({ completed: 1, failed: 0 })
    expect((await fixture.row(id)).status).toBe('completed')
    expect(await fixture.tokenBalance(to)).toBe(39n * UNIT)
    expect(await fixture.memberBalance(memberId)).toMatchObject({ balance: 160n * UNIT, pendingDebits: 0n })
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('a receipt missing on the failover RPC but proven on the proof endpoint completes without a refund', async () => {
    const { memberId, to, id, txHash } = await minedWithHiddenReceipt(30n * UNIT)
    // Only the failover client lags; the proof client reads the chain directly.
    const direct = fixture.context()
    const split = { ...fixture.context({ rpcUrl: proxy.url }), proofClient: direct.proofClient }
    expect(await runPayoutsOnce(split)).toMatchObject({ completed: 1, failed: 0 })
    expect(await fixture.row(id)).toMatchObject({ status: 'completed', txHash })
    expect(await fixture.tokenBalance(to)).toBe(29n * UNIT)
    expect(await fixture.memberBalance(memberId)).toMatchObject({ balance: 170n * UNIT, pendingDebits: 0n })
  })

  it('another transaction that really took the nonce is proven on one endpoint and refunded', async () => {
    const { memberId, to, id } = await fixture.withdrawalOf(25n * UNIT)
    await signPayout(fixture.crashingContext(), { id, unminedByCurrency: new Map() })
    const stored = await fixture.row(id)
    const taker = await fixture.takeNonce(stored.nonce ?? -1)
    proxy.hideReceipts([stored.txHash as Hex, taker])
    expect(await runPayoutsOnce(fixture.context({ rpcUrl: proxy.url }))).toMatchObject({ failed: 1 })
    expect(await fixture.row(id)).toMatchObject({ status: 'failed', failureReason: 'transaction dropped' })
    expect(await fixture.memberBalance(memberId)).toMatchObject({ balance: 200n * UNIT, pendingDebits: 0n })
    expect(await fixture.tokenBalance(to)).toBe(0n)
    // The proof pinned a block and read the nonce and the block at that number.
    const pinned = proxy.requests.filter(
      (r) =>
        (r.method === 'eth_getTransactionCount' && atBlockNumber(r.params, 1)) ||
        (r.method === 'eth_getBlockByNumber' && r.params?.[1] === true),
    )
    expect(pinned.length).toBeGreaterThan(1)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('a payout signed before signing blocks were recorded, its nonce taken, is parked, never refunded', async () => {
    const { memberId, id } = await fixture.withdrawalOf(15n * UNIT)
    await signPayout(fixture.crashingContext(), { id, unminedByCurrency: new Map() })
    await database.db.update(withdrawals).set({ signedAtBlock: null }).where(eq(withdrawals.id, id))
    await fixture.takeNonce((await fixture.row(id)).nonce ?? -1)
    expect(await runPayoutsOnce(fixture.context({ rpcUrl: proxy.url }))).toMatchObject({
      parked: 1,
      failed: 0,
    })
    expect(await fixture.row(id)).toMatchObject({
      status: 'parked',
      parkedReason: 'no signing block recorded',
    })
    expect(await fixture.memberBalance(memberId)).toMatchObject({
      balance: 200n * UNIT,
      pendingDebits: 15n * UNIT,
    })
  })

  it.each(proofFaults)(
    'an RPC that $fault during the proof parks the payout, never refunds it',
    async ({ rule, reason }) => {
      const { memberId, to, id, txHash } = await minedWithHiddenReceipt(20n * UNIT)
      proxy.use(rule(proxy))
      const lagging = fixture.context({ rpcUrl: proxy.url })
      expect(await runPayoutsOnce(lagging)).toMatchObject({ failed: 0, parked: 1 })
      const parked = await fixture.row(id)
      expect(parked).toMatchObject({ status: 'parked', txHash, failureReason: null })
      expect(parked.parkedReason).toBe(reason)
      expect(parked.parkedEvidence).toMatchObject({ nonce: parked.nonce })
      // Parked payouts are the operator's: later runs leave them (and the reservation) alone.
      expect(await runPayoutsOnce(lagging)).toMatchObject({ failed: 0, completed: 0, parked: 0 })
      expect((await fixture.row(id)).status).toBe('parked')
      expect(await fixture.memberBalance(memberId)).toMatchObject({
        balance: 200n * UNIT,
        pendingDebits: 20n * UNIT,
      })
      expect(await fixture.tokenBalance(to)).toBe(19n * UNIT)
      expect(await ledgerViolations(database.db)).toEqual([])
    },
  )

  it('parked by a failing proof, then resolved by the operator: the mined payout paid once, the dropped one refunded once', async () => {
    const operator = (...argv: string[]) =>
      runOpsCommand({ db: database.db, commands, argv, operator: 'ops' })
    proxy.use((request) =>
      request.method === 'eth_getBlockByNumber' && request.params?.[1] === true
        ? proxy.errorFor(request)
        : undefined,
    )
    const lagging = fixture.context({ rpcUrl: proxy.url })
    const paid = await minedWithHiddenReceipt(35n * UNIT)
    const dropped = await fixture.withdrawalOf(45n * UNIT)
    await signPayout(fixture.crashingContext(), { id: dropped.id, unminedByCurrency: new Map() })
    await fixture.takeNonce((await fixture.row(dropped.id)).nonce ?? -1)
    expect(await runPayoutsOnce(lagging)).toMatchObject({ parked: 2, failed: 0, completed: 0 })
    const listed = await operator('payout:parked')
    expect(listed).toContain(paid.id)
    expect(listed).toContain(dropped.id)

    const resolvePaid = [
      'payout:resolve',
      '--id',
      paid.id,
      '--outcome',
      'paid',
      '--reason',
      'receipt on explorer',
    ]
    expect(await operator(...resolvePaid, '--tx', paid.txHash)).toMatch(/completed/)
    const resolveRefund = ['payout:resolve', '--id', dropped.id, '--outcome', 'refund', '--reason', 'taken']
    expect(await operator(...resolveRefund)).toMatch(/refunded/)
    const settled = await ledgerSnapshot(database.db)
    expect(await operator(...resolvePaid)).toMatch(/already resolved/)
    expect(await operator(...resolveRefund)).toMatch(/already resolved/)
    expect(await ledgerSnapshot(database.db)).toEqual(settled)
    expect(await runPayoutsOnce(lagging)).toMatchObject({ parked: 0, failed: 0, completed: 0 })

    expect(await fixture.row(paid.id)).toMatchObject({ status: 'completed', txHash: paid.txHash })
    expect(await fixture.memberBalance(paid.memberId)).toMatchObject({
      balance: 165n * UNIT,
      pendingDebits: 0n,
    })
    expect(await fixture.tokenBalance(paid.to)).toBe(34n * UNIT)
    expect(await fixture.row(dropped.id)).toMatchObject({ status: 'failed' })
    expect(await fixture.memberBalance(dropped.memberId)).toMatchObject({
      balance: 200n * UNIT,
      pendingDebits: 0n,
    })
    expect(await fixture.tokenBalance(dropped.to)).toBe(0n)
    expect(await ledgerViolations(database.db)).toEqual([])
  })
})
