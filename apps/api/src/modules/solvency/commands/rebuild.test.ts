import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHUNK_LEAVES } from '@vita/shared/solvency'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { ensureSystemAccounts, postTransfer } from '../../ledger'
import { UNIT } from '../../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange } from '../../members/membersTesting'
import { snapshotLiabilities } from '../snapshotLiabilities'
import { rebuildSolvencyDayCommand } from './rebuild'

const SALT_KEY = 'rebuild-test-salt-key-rebuild-test-salt-key'
const commands = new Map([[rebuildSolvencyDayCommand.name, rebuildSolvencyDayCommand]])

describe.each(testDatabaseKinds)('solvency:rebuild (%s)', (kind) => {
  let database: TestDatabase
  const run = (day: string, saltKey = SALT_KEY) =>
    runOpsCommand({
      db: database.db,
      commands,
      argv: ['solvency:rebuild', '--day', day],
      operator: 'test',
      solvencySaltKey: saltKey,
    })
  const take = (day: string) =>
    snapshotLiabilities(database.db, { day, currencies: ['USDT', 'DPINE'], saltKey: SALT_KEY })

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    // Three chunks, the last one partial; and a one-member day (the tree is its leaf).
    await insertTestMembers(database.db, memberIdRange(1, 2 * CHUNK_LEAVES + 3))
    await ensureSystemAccounts(database.db)
    for (const memberId of [1, 70, 131])
      await postTransfer(database.db, {
        idempotencyKey: `fund:${memberId}`,
        currency: memberId === 70 ? 'DPINE' : 'USDT',
        type: 'income',
        amount: BigInt(memberId) * UNIT,
        from: { systemCode: 'chain_deposits' },
        to: { memberId },
      })
    await take('2026-11-27')
    await take('2026-11-28')
  })
  afterAll(() => database.dispose())

  it('rebuilds the stored tree: the same root and totals (no chain: the registry is not read)', async () => {
    const output = await run('2026-11-27')
    expect(output).toMatch(/^2026-11-27: rebuilt from 3 chunks, 131 members: root 0x[0-9a-f]{64}, totals/)
    expect(output).toMatch(/132000000000000000000 USDT \/ 70000000000000000000 DPINE/)
    expect(output).toMatch(/\nstored: match\n/)
    expect(output).toMatch(/registry: not read/)
  })

  it('reports a mismatch, exiting non-zero, when a stored amount was altered', async () => {
    await database.db.execute(
      sql`update solvency_chunks set amounts[3] = amounts[3] + 1 where day = '2026-11-28' and chunk_index = 1`,
    )
    await expect(run('2026-11-28')).rejects.toThrow(
      /stored: mismatch \(root 0x[0-9a-f]{64}[\s\S]*chunks whose stored record differs from their leaves: 1\n/,
    )
    // The other day is untouched.
    expect(await run('2026-11-27')).toMatch(/stored: match/)
  })

  it('reports a mismatch with another salt key (the commitments differ), and refuses a bad day', async () => {
    await expect(run('2026-11-27', 'another-salt-key-another-salt-key-xx')).rejects.toThrow(
      /stored: mismatch/,
    )
    await expect(run('2026-11-01')).rejects.toThrow(/no snapshot of 2026-11-01/)
    await expect(run('yesterday')).rejects.toThrow(/--day YYYY-MM-DD/)
  })
})
