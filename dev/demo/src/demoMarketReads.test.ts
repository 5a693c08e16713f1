import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, queryRows, testDatabaseKinds, type TestDatabase } from '@vita/api/testing'
import { countIndexedTrades, readMarketSpan } from './demoMarketReads'

const CHAIN_ID = 31337
const DAY = 86_400_000
/** The start of the UTC day six days ago: trades are placed from there on. */
const base = Math.floor(Date.now() / DAY) * DAY - 6 * DAY

let logIndex = 0
/** An indexed trade at `at` (ms) as the indexer writes it (the test seeds the market's table itself). */
async function addTrade(database: TestDatabase, at: number, price: bigint, chainId = CHAIN_ID) {
  logIndex += 1
  await queryRows(
    database.db,
    sql`insert into trades (chain_id, tx_hash, log_index, block_number, block_hash, block_time, trader, side,
        usdt_amount, dpine_amount, price, fee, reserve_usdt, reserve_dpine)
      values (${chainId}, ${`0x${logIndex.toString(16).padStart(64, '0')}`}, ${logIndex}, ${logIndex},
        ${`0x${'b'.repeat(64)}`}, ${new Date(at).toISOString()}, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        'buy', ${price.toString()}, '1', ${price.toString()}, '0', '0', '0')`,
  )
}

describe.each(testDatabaseKinds)('what the demo reads of the market, on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(() => database.dispose())

  it('finds nothing to continue before any trade', async () => {
    expect(await countIndexedTrades(database.db, CHAIN_ID)).toBe(0)
    expect(await readMarketSpan(database.db, CHAIN_ID)).toBeUndefined()
  })

  it("reads the first trade's price and the minute of the newest, on its own chain only", async () => {
    await addTrade(database, base + 9 * 3_600_000 + 5_000, 100n)
    await addTrade(database, base + 2 * DAY + 61_000, 130n)
    // The newest day's first minute: the minutes read reach back to it.
    await addTrade(database, base + 5 * DAY + 10_000, 120n)
    await addTrade(database, base + 5 * DAY + 20_000, 90n, 56)
    expect(await countIndexedTrades(database.db, CHAIN_ID)).toBe(3)
    expect(await readMarketSpan(database.db, CHAIN_ID)).toEqual({
      firstPrice: 100n,
      lastTradeAt: new Date(base + 5 * DAY),
    })
    // And its last minute.
    await addTrade(database, base + 6 * DAY - 20_000, 125n)
    expect((await readMarketSpan(database.db, CHAIN_ID))?.lastTradeAt).toEqual(
      new Date(base + 6 * DAY - 60_000),
    )
  })
})
