import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_TRANSFER } from '@vita/shared'
import { body, createTestApp, type TestApp } from '../../app/testApp'
import { testDatabaseKinds } from '../../platform/db/testing'
import { getAccountBalances } from '../ledger'
import { fund, signUpMember, type TestMember, UNIT } from './assetsTesting'
import { BILLS_CSV_RATE_LIMIT } from './routes/exportBillsCsv'

/** Backends of this database waiting for a lock. */
async function waitingOnLocks(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "select count(*)::text as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  )
  return Number(rows[0]?.n ?? 0)
}

/** The production default of MONEY_RATE_LIMIT_PER_MINUTE (config.ts). */
const TRANSFERS_PER_MINUTE = 20

describe.each(testDatabaseKinds)('per-member limits on transfers and exports (%s)', (kind) => {
  let t: TestApp
  let spammer: TestMember
  let neighbour: TestMember
  let recipient: TestMember

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { MONEY_RATE_LIMIT_PER_MINUTE: String(TRANSFERS_PER_MINUTE) } })
    spammer = await signUpMember(t)
    neighbour = await signUpMember(t)
    recipient = await signUpMember(t)
    await fund(t.database.db, spammer.id, 'USDT', 100n * UNIT)
    await fund(t.database.db, neighbour.id, 'USDT', 100n * UNIT)
  })
  afterAll(() => t.close())

  const transfer = (member: TestMember, memo: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/app/assets/transfer',
      remoteAddress,
      payload: { toUuid: recipient.uuid, currency: 'USDT', amount: String(MIN_TRANSFER), memo },
      headers: { ...member.auth, 'idempotency-key': crypto.randomUUID() },
    })
  const exportCsv = (member: TestMember) =>
    t.app.inject({ method: 'GET', url: '/app/assets/bills.csv', headers: member.auth })
  const received = async () =>
    (await getAccountBalances(t.database.db, { owner: { memberId: recipient.id }, currency: 'USDT' }))[0]
      ?.available ?? 0n

  it('a script sending transfers as fast as it can, from any IP, is stopped at 20 a minute; its neighbour is not', async () => {
    const answers = await Promise.all(
      // From ever-changing IPs: the member is counted, not the address.
      Array.from({ length: TRANSFERS_PER_MINUTE + 10 }, (_, i) =>
        transfer(spammer, `spam ${i}`, `10.9.0.${i}`),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(TRANSFERS_PER_MINUTE)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    const limited = answers.find((answer) => answer.statusCode === 429)
    expect(limited && body(limited)).toMatchObject({ code: 429, data: { reason: 'rateLimited' } })
    expect(await received()).toBe(BigInt(TRANSFERS_PER_MINUTE) * MIN_TRANSFER)

    // Another member on one of those IPs still transfers.
    expect((await transfer(neighbour, 'rent', '10.9.0.1')).statusCode).toBe(200)
    expect(await received()).toBe(BigInt(TRANSFERS_PER_MINUTE + 1) * MIN_TRANSFER)
  })

  // On PostgreSQL only: the first export is held mid-way by a lock on the ledger; on PGlite (one query at
  // a time) that lock would hold the second request's sign-in check too. The limiter itself:
  // platform/http/rateLimits.test.ts; its release after each export: the test below (5 in a row).
  it.runIf(kind === 'postgres')(
    'a second export while one is running is refused (429); the slot frees when the first ends',
    async () => {
      const exporter = await signUpMember(t)
      await fund(t.database.db, exporter.id, 'DPINE', UNIT)
      const url = t.database.url
      if (!url) throw new Error('unreachable: runs on PostgreSQL only')
      const locker = new pg.Client({ connectionString: url })
      await locker.connect()
      try {
        await locker.query('begin')
        await locker.query('lock table ledger_entries in access exclusive mode')
        const first = exportCsv(exporter)
        // The first export has passed its checks and waits on the lock.
        await expect.poll(async () => (await waitingOnLocks(locker)) > 0, { timeout: 10_000 }).toBe(true)
        const second = await exportCsv(exporter)
        expect(second.statusCode).toBe(429)
        expect(body(second)).toMatchObject({ code: 429, data: { reason: 'rateLimited' } })
        await locker.query('commit')
        const done = await first
        expect(done.statusCode).toBe(200)
        expect(done.body.trim().split('\r\n')).toHaveLength(2)
      } finally {
        await locker.end()
      }
      expect((await exportCsv(exporter)).statusCode).toBe(200)
    },
  )

  it('exports are limited to 5 a minute per member', async () => {
    const exporter = await signUpMember(t)
    for (let i = 0; i < BILLS_CSV_RATE_LIMIT.max; i++)
      expect((await exportCsv(exporter)).statusCode).toBe(200)
    const limited = await exportCsv(exporter)
    expect(limited.statusCode).toBe(429)
    expect(body(limited)).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' })
    expect(limited.headers['cache-control']).toBe('no-store')
  })
})
