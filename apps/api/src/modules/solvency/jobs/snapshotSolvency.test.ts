import { sql } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../../../platform/chain'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../platform/db/testing'
import { queryRows } from '../../../platform/db/sql'
import { seedSettlement } from '../../club/clubTesting'
import { insertTestMembers } from '../../members/membersTesting'
import { snapshotSolvencyJob } from './snapshotSolvency'

describe.each(testDatabaseKinds)('the solvency snapshot job (%s)', (kind) => {
  let database: TestDatabase
  const job = () =>
    snapshotSolvencyJob({
      db: database.db,
      saltKey: 'job-test-salt-key-job-test-salt-key-000',
      intervalMs: 60_000,
    })
  const days = () =>
    queryRows<{ day: string; leaf_count: number }>(
      database.db,
      sql`select day::text, leaf_count from solvency_days order by day`,
    )
  const logged: string[] = []
  const logger = {
    info: (_: object, message: string) => void logged.push(message),
    warn: () => undefined,
    error: () => undefined,
  }
  const run = (runKey: string) => job().run({ runKey, signal: new AbortController().signal, logger })
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1, 2, 3])
  })
  afterAll(() => database.dispose())

  it('takes nothing before the first settlement, then the last settled day once', async () => {
    await run('a')
    expect(await days()).toEqual([])
    await seedSettlement(database.db, '2026-11-27')
    await seedSettlement(database.db, '2026-11-28')
    await run('b')
    await run('c')
    expect(await days()).toEqual([{ day: '2026-11-28', leaf_count: 3 }])
    expect(logged).toEqual(['solvency snapshot taken'])
  })

  it('takes nothing while the reserves cannot be read (the chain unreachable): the run fails, to be retried', async () => {
    await seedSettlement(database.db, '2026-11-29')
    const unreachable = snapshotSolvencyJob({
      db: database.db,
      saltKey: 'job-test-salt-key-job-test-salt-key-000',
      intervalMs: 60_000,
      reserves: {
        client: createChainClients({ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }).primary,
        contracts: () => ({ usdt: zeroAddress, dpine: zeroAddress }),
        settings: { configured: undefined, payoutWallet: zeroAddress, confirmations: 1 },
      },
    })
    await expect(
      unreachable.run({ runKey: 'x', signal: new AbortController().signal, logger }),
    ).rejects.toThrow(/HTTP request failed/)
    expect(await days()).toEqual([{ day: '2026-11-28', leaf_count: 3 }])
  })
})
