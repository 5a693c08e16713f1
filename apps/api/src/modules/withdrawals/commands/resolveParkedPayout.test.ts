import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { UsageError } from '../../../platform/ops'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { ledgerSnapshot, ledgerViolations } from '../../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange } from '../../members/membersTesting'
import { lastOperatorAction } from '../../operators/operatorsTesting'
import { withdrawalsModule } from '../module'
import { insertWithdrawal, memberDpine, systemDpine, UNIT, withdrawalRow } from '../payout/payoutTesting'
import { withdrawals } from '../tables'

const commands = new Map((withdrawalsModule.opsCommands ?? []).map((command) => [command.name, command]))
const HOT_WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Distinct, made-up transaction hashes: these payouts never reach a chain. */
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe.each(testDatabaseKinds)('parked payouts, resolved by the operator (%s)', (kind) => {
  let database: TestDatabase
  let members = 3000
  let nonces = 0
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(3001, 3100))
  })
  afterAll(() => database.dispose())

  const run = (...argv: string[]) => runOpsCommand({ db: database.db, commands, argv, operator: 'alice' })
  const lastAction = () => lastOperatorAction(database.db)

  /** A withdrawal of `amount` parked with `versions` signed transactions (the last one current). */
  async function parkedPayout(amount: bigint, versions = 1) {
    const withdrawal = await insertWithdrawal(database.db, ++members, amount)
    const nonce = ++nonces
    const txs = Array.from({ length: versions }, (_, i) => ({
      txHash: hashOf(nonce * 100 + i),
      rawTx: `0x0${i}`,
    }))
    const current = txs[txs.length - 1] as { txHash: string; rawTx: string }
    await database.db
      .update(withdrawals)
      .set({
        status: 'parked',
        chainId: 31337,
        hotWallet: HOT_WALLET,
        nonce,
        txHash: current.txHash,
        rawTx: current.rawTx,
        replacedTxs: txs.slice(0, -1),
        signedAtBlock: 10n,
        parkedReason: 'RPC error while proving',
        parkedEvidence: { nonce, pinnedBlock: '20', error: 'upstream unavailable' },
      })
      .where(eq(withdrawals.id, withdrawal.id))
    return { ...withdrawal, nonce, txs }
  }

  it('payout:parked lists each parked payout with its member, amount, nonce, every transaction and the reason', async () => {
    const { id, memberId, nonce, txs } = await parkedPayout(30n * UNIT, 2)
    const output = await run('payout:parked')
    const entry = output.slice(output.indexOf(id))
    expect(entry).toContain(`member#${memberId}`)
    expect(entry).toContain('30 DPINE')
    expect(entry).toContain(`nonce ${nonce}`)
    for (const { txHash } of txs) expect(entry).toContain(txHash)
    expect(entry).toContain('reason: RPC error while proving')
    expect(entry).toContain('"pinnedBlock":"20"')
  })

  it('payout:resolve refund voids the reservation once: ledger clean, a repeat changes nothing, recorded with who and why', async () => {
    const { id, memberId } = await parkedPayout(40n * UNIT)
    expect(await memberDpine(database.db, memberId)).toMatchObject({
      balance: 200n * UNIT,
      pendingDebits: 40n * UNIT,
    })
    const args = [
      'payout:resolve',
      '--id',
      id,
      '--outcome',
      'refund',
      '--reason',
      'taker seen on the explorer',
    ]
    expect(await run(...args)).toMatch(/refunded/)
    expect(await withdrawalRow(database.db, id)).toMatchObject({
      status: 'failed',
      failureReason: 'refunded after review',
      parkedReason: 'RPC error while proving',
    })
    expect(await memberDpine(database.db, memberId)).toMatchObject({
      balance: 200n * UNIT,
      pendingDebits: 0n,
      available: 200n * UNIT,
    })
    expect(await lastAction()).toMatchObject({
      operator: 'alice',
      action: 'payout:resolve',
      reason: 'taker seen on the explorer',
      payload: { withdrawalId: id, outcome: 'refund', changed: true },
    })
    const before = await ledgerSnapshot(database.db)
    expect(await run(...args)).toMatch(/already resolved/)
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect(await lastAction()).toMatchObject({ payload: { changed: false } })
    // The opposite resolution after the fact is refused.
    await expect(run('payout:resolve', '--id', id, '--outcome', 'paid', '--reason', 'x')).rejects.toThrow(
      /is failed, not parked/,
    )
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('payout:resolve paid posts the reservation once with the named transaction of record; a repeat changes nothing', async () => {
    const { id, memberId, txs } = await parkedPayout(50n * UNIT, 2)
    const [replaced, current] = txs
    if (!replaced || !current) throw new Error('two versions expected')
    const feePool = await systemDpine(database.db, 'fee_pool')
    const deposits = await systemDpine(database.db, 'chain_deposits')
    const before = await ledgerSnapshot(database.db)
    // Two versions: which one was mined must be named, and must be one of ours.
    await expect(run('payout:resolve', '--id', id, '--outcome', 'paid', '--reason', 'mined')).rejects.toThrow(
      /name the mined one with --tx/,
    )
    await expect(
      run('payout:resolve', '--id', id, '--outcome', 'paid', '--reason', 'mined', '--tx', hashOf(999_999)),
    ).rejects.toThrow(/not one of this payout's transactions/)
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect((await withdrawalRow(database.db, id)).status).toBe('parked')

    const args = [
      'payout:resolve',
      '--id',
      id,
      '--outcome',
      'paid',
      '--reason',
      'mined',
      '--tx',
      replaced.txHash,
    ]
    expect(await run(...args)).toMatch(/completed/)
    const done = await withdrawalRow(database.db, id)
    expect(done).toMatchObject({ status: 'completed', txHash: replaced.txHash, failureReason: null })
    expect(done.replacedTxs.map((version) => version.txHash)).toEqual([current.txHash])
    expect(await memberDpine(database.db, memberId)).toMatchObject({
      balance: 150n * UNIT,
      pendingDebits: 0n,
    })
    expect(await systemDpine(database.db, 'fee_pool')).toBe(feePool + UNIT)
    expect(await systemDpine(database.db, 'chain_deposits')).toBe(deposits + 49n * UNIT)
    expect(await lastAction()).toMatchObject({
      action: 'payout:resolve',
      payload: { withdrawalId: id, outcome: 'paid', txHash: replaced.txHash, changed: true },
    })
    const after = await ledgerSnapshot(database.db)
    expect(await run(...args)).toMatch(/already resolved/)
    expect(await ledgerSnapshot(database.db)).toEqual(after)
    await expect(run('payout:resolve', '--id', id, '--outcome', 'refund', '--reason', 'x')).rejects.toThrow(
      /is completed, not parked/,
    )
    expect(await ledgerSnapshot(database.db)).toEqual(after)
    expect(await ledgerViolations(database.db)).toEqual([])
  })

  it('payout:resolve refuses a payout that is not parked (still with the worker), changing nothing', async () => {
    const { id } = await insertWithdrawal(database.db, ++members, 20n * UNIT)
    const before = await ledgerSnapshot(database.db)
    const actions = (await lastAction())?.id
    await expect(run('payout:resolve', '--id', id, '--outcome', 'refund', '--reason', 'x')).rejects.toThrow(
      /is pending, not parked/,
    )
    expect(await ledgerSnapshot(database.db)).toEqual(before)
    expect((await lastAction())?.id).toBe(actions)
  })

  it('payout:resolve rejects a malformed command line before touching anything', async () => {
    const id = crypto.randomUUID()
    const usage = [
      ['--id', 'nope', '--outcome', 'paid', '--reason', 'x'],
      ['--id', id, '--outcome', 'maybe', '--reason', 'x'],
      ['--id', id, '--outcome', 'paid'],
      ['--id', id, '--outcome', 'refund', '--reason', 'x', '--tx', hashOf(1)],
      ['--id', id, '--outcome', 'paid', '--reason', 'x', '--tx', '0x1234'],
    ]
    for (const argv of usage) await expect(run('payout:resolve', ...argv)).rejects.toBeInstanceOf(UsageError)
  })

  it.runIf(kind === 'postgres')(
    'two operators resolving at once: one effect (the row lock), the other sees it resolved (needs real connections)',
    async () => {
      const { id, memberId } = await parkedPayout(60n * UNIT)
      const args = ['payout:resolve', '--id', id, '--outcome', 'refund', '--reason', 'dropped']
      const outputs = await Promise.all([run(...args), run(...args)])
      expect(outputs.filter((output) => /already resolved/.test(output))).toHaveLength(1)
      expect(await memberDpine(database.db, memberId)).toMatchObject({
        balance: 200n * UNIT,
        pendingDebits: 0n,
      })
      expect(await ledgerViolations(database.db)).toEqual([])
    },
  )
})
