import { eq, inArray } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_OPERATOR_ACCOUNT_INDEX, devPrivateKey, vitaOrderAbi } from '@vita/contracts'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { startTestChain, type TestChain } from '../../platform/indexer/testChain'
import { runOpsCommand } from '../../ops/runOpsCommand'
import { findMemberById } from '../members'
import { listOperatorActions } from '../operators/operatorsTesting'
import { insertTestMembers } from '../members/membersTesting'
import { seedOrder } from './clubTesting'
import { clubModule } from './module'
import { getSellPermission } from './sellPermission/getSellPermission'
import { runSellPermissionsOnce } from './sellPermission/runSellPermissionsOnce'
import { sendSellPermissionBatch } from './sellPermission/sellPermissionBatches'
import { clubOrders, clubSellPermissions } from './tables'
import { queueNewMembers } from './whitelist/queueNewMembers'
import type { OperatorContext } from './whitelist/whitelistContext'

const CHAIN_PORT = 8711
const OPERATOR_KEY = devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX)
const silent = { info() {}, warn() {}, error() {} }
const commands = new Map((clubModule.opsCommands ?? []).map((command) => [command.name, command]))

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain(CHAIN_PORT)
}, 120_000)
afterAll(() => chain?.stop())

/**
 * Issue 30, item 2: who may sell DPINE follows the club's rule (an active or completed order) and
 * operators' audited decisions, put on chain by the operator key's job (setSellPermission batches), and
 * the member is told why.
 */
describe.each(testDatabaseKinds)('sell permissions (%s)', (kind) => {
  let database: TestDatabase
  let snapshot: Hex
  beforeAll(async () => {
    snapshot = await chain.snapshot()
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [201, 202, 203])
    await queueNewMembers(database.db)
  })
  afterAll(async () => {
    await database?.dispose()
    await chain.revert(snapshot)
  })

  const context = (): OperatorContext => ({
    db: database.db,
    client: chain.client,
    operator: privateKeyToAccount(OPERATOR_KEY),
    order: chain.contracts.order,
    confirmations: 1,
    receiptTimeoutMs: 10_000,
    logger: silent,
  })
  const addressOf = async (memberId: number) =>
    getAddress((await findMemberById(database.db, memberId))!.address)
  const canSell = async (memberId: number) =>
    chain.client.readContract({
      address: chain.contracts.order,
      abi: vitaOrderAbi,
      functionName: 'canSellDPINE',
      args: [await addressOf(memberId)],
    })
  const rowOf = async (memberId: number) =>
    (
      await database.db.select().from(clubSellPermissions).where(eq(clubSellPermissions.memberId, memberId))
    )[0]
  const run = (name: string, options: Record<string, string>) =>
    runOpsCommand({
      db: database.db,
      commands,
      argv: [name, ...Object.entries(options).flatMap(([key, value]) => [`--${key}`, value])],
      operator: 'ops-test',
    })

  it('grants the permission on chain to a member with an active order, and tells the member why', async () => {
    expect(await getSellPermission(database.db, 201)).toEqual({
      allowed: false,
      reason: 'noOrder',
      pending: false,
    })
    await seedOrder(database.db, 201)
    const result = await runSellPermissionsOnce(context())
    expect(result.sent).toMatchObject({ status: 'sent', allowed: true, wallets: 1 })
    expect(result.batch).toBe('done')
    expect(await canSell(201)).toBe(true)
    expect(await rowOf(201)).toMatchObject({ desired: true, onChain: true, status: 'synced', source: 'rule' })
    expect(await getSellPermission(database.db, 201)).toEqual({
      allowed: true,
      reason: 'order',
      pending: false,
    })
    // Nothing left to send; members without an order are not touched.
    expect((await runSellPermissionsOnce(context())).sent).toEqual({ status: 'idle' })
    expect(await rowOf(202)).toBeUndefined()
  })

  it('withdraws it when the member has no active or completed order left', async () => {
    await database.db.update(clubOrders).set({ status: 'exited' }).where(eq(clubOrders.memberId, 201))
    const result = await runSellPermissionsOnce(context())
    expect(result.sent).toMatchObject({ status: 'sent', allowed: false })
    expect(await canSell(201)).toBe(false)
    expect(await getSellPermission(database.db, 201)).toEqual({
      allowed: false,
      reason: 'noOrder',
      pending: false,
    })
  })

  it('lets an operator grant and revoke over the rule (audited), and hand it back to the rule', async () => {
    const member = await findMemberById(database.db, 202)
    const granted = await run('sell:set', { member: member!.uuid, to: 'allow', reason: 'market maker' })
    expect(granted).toMatch(/may sell \(operator\); queued for the chain/)
    expect(await getSellPermission(database.db, 202)).toEqual({
      allowed: true,
      reason: 'operatorGranted',
      pending: true,
    })
    await runSellPermissionsOnce(context())
    expect(await canSell(202)).toBe(true)
    const [audit] = await listOperatorActions(database.db, 'sell:set')
    expect(audit).toMatchObject({ operator: 'ops-test', reason: 'market maker' })
    expect(audit?.payload).toMatchObject({
      to: 'allow',
      before: null,
      after: { desired: true, source: 'operator' },
    })

    // The rule does not take an operator's grant away, nor give back what an operator revoked.
    await seedOrder(database.db, 203)
    await run('sell:set', { member: await addressOf(203), to: 'deny', reason: 'under investigation' })
    await runSellPermissionsOnce(context())
    await runSellPermissionsOnce(context())
    expect([await canSell(202), await canSell(203)]).toEqual([true, false])
    expect(await getSellPermission(database.db, 203)).toEqual({
      allowed: false,
      reason: 'operatorRevoked',
      pending: false,
    })

    await run('sell:set', { member: await addressOf(203), to: 'rule', reason: 'cleared' })
    await runSellPermissionsOnce(context())
    expect(await canSell(203)).toBe(true)
    expect(await getSellPermission(database.db, 203)).toEqual({
      allowed: true,
      reason: 'order',
      pending: false,
    })
    expect(await run('sell:show', { member: await addressOf(203) })).toMatch(/may sell \(order\)$/)
  })

  it('refuses an unknown member or decision and changes nothing', async () => {
    await expect(
      run('sell:set', { member: '0x0000000000000000000000000000000000000001', to: 'allow', reason: 'x' }),
    ).rejects.toThrow(/no member/)
    await expect(run('sell:set', { member: await addressOf(202), to: 'maybe', reason: 'x' })).rejects.toThrow(
      /--to must be/,
    )
    expect(await rowOf(202)).toMatchObject({ desired: true, source: 'operator' })
  })

  it('sends a batch a crash left signed but unbroadcast again, once', async () => {
    await database.db
      .update(clubOrders)
      .set({ status: 'exited' })
      .where(inArray(clubOrders.memberId, [203]))
    await runSellPermissionsOnce({ ...context(), receiptTimeoutMs: 1 }).catch(() => undefined)
    // Simulate the crash: a row marked sent with a hash the node never saw.
    await database.db
      .update(clubSellPermissions)
      .set({ status: 'sent', txHash: `0x${'ab'.repeat(32)}`, sentValue: false })
      .where(eq(clubSellPermissions.memberId, 203))
    const result = await runSellPermissionsOnce(context())
    expect(result.resolved.requeued).toBe(1)
    expect(result.sent).toMatchObject({ status: 'sent', allowed: false })
    expect(await canSell(203)).toBe(false)
    expect(await rowOf(203)).toMatchObject({ status: 'synced', onChain: false })
    expect((await sendSellPermissionBatch(context(), 200)).status).toBe('idle')
  })
})
