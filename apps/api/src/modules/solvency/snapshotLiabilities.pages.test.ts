import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../platform/db/testing'
import { ensureSystemAccounts, postTransfer } from '../ledger'
import { UNIT } from '../ledger/ledgerTesting'
import { insertTestMembers, memberIdRange } from '../members/membersTesting'
import { memberSolvencyProof } from './memberSolvencyProof'
import { snapshotLiabilities } from './snapshotLiabilities'

const DAY = '2026-11-28'
const SALT_KEY = 'pages-test-salt-key-pages-test-salt-key-00'
/** More members than one read's page (5,000): the balances of the second page's members count too. */
const MEMBER_COUNT = 5_003
const FUNDED = [1, 4_999, 5_000, 5_001, 5_003]

describe.each(testDatabaseKinds)('a snapshot over more than one page of members (%s)', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, memberIdRange(1, MEMBER_COUNT))
    await ensureSystemAccounts(database.db)
    for (const memberId of FUNDED)
      await postTransfer(database.db, {
        idempotencyKey: `fund:${memberId}`,
        currency: 'USDT',
        type: 'income',
        amount: BigInt(memberId) * UNIT,
        from: { systemCode: 'chain_deposits' },
        to: { memberId },
      })
  })
  afterAll(() => database.dispose())

  it("counts every page's members with their own balances", async () => {
    const taken = await snapshotLiabilities(database.db, {
      day: DAY,
      currencies: ['USDT', 'DPINE'],
      saltKey: SALT_KEY,
    })
    if (taken.kind !== 'taken') throw new Error('expected the snapshot to be taken')
    expect(taken.leafCount).toBe(MEMBER_COUNT)
    expect(taken.totals).toEqual([FUNDED.reduce((sum, id) => sum + BigInt(id) * UNIT, 0n), 0n])
    for (const memberId of [...FUNDED, 5_002]) {
      const proof = await memberSolvencyProof(database.db, { day: DAY, memberId, saltKey: SALT_KEY })
      expect(proof.leaf.amounts, `member ${memberId}`).toEqual([
        FUNDED.includes(memberId) ? BigInt(memberId) * UNIT : 0n,
        0n,
      ])
    }
  })
})
