import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../db/testing'
import { acquireLease, leaseHolder, releaseLease } from './lease'
import { jobLeases } from './tables'

const T0 = new Date('2026-03-10T00:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

describe.each(testDatabaseKinds)('job leases on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('takes a free lease, renews it for its holder and refuses another holder until it expires', async () => {
    const db = database.db
    const name = 'lease:expiry'
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 1_000, at: at(0) })).toBe(true)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 1_000, at: at(500) })).toBe(false)
    // Renewed at +500: now valid until +1500, so +1499 is still refused.
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 1_000, at: at(500) })).toBe(true)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 1_000, at: at(1_499) })).toBe(false)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 1_000, at: at(1_500) })).toBe(true)
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 1_000, at: at(1_600) })).toBe(false)
    expect(await leaseHolder(db, name)).toBe('b')
  })

  it('keeps acquired_at across renewals and restarts it on a takeover', async () => {
    const db = database.db
    const name = 'lease:acquired-at'
    const acquiredAt = async () =>
      (await db.select().from(jobLeases).where(eq(jobLeases.name, name)))[0]?.acquiredAt.toISOString()
    await acquireLease(db, { name, holder: 'a', ttlMs: 1_000, at: at(0) })
    await acquireLease(db, { name, holder: 'a', ttlMs: 1_000, at: at(900) })
    expect(await acquiredAt()).toBe(at(0).toISOString())
    await acquireLease(db, { name, holder: 'b', ttlMs: 1_000, at: at(5_000) })
    expect(await acquiredAt()).toBe(at(5_000).toISOString())
  })

  it('is released only by its holder, and then free at once', async () => {
    const db = database.db
    const name = 'lease:release'
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 60_000, at: at(0) })).toBe(true)
    expect(await releaseLease(db, { name, holder: 'b' })).toBe(false)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 60_000, at: at(1) })).toBe(false)
    expect(await releaseLease(db, { name, holder: 'a' })).toBe(true)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 60_000, at: at(2) })).toBe(true)
  })

  it('measures by the database clock when no time is given', async () => {
    const db = database.db
    const name = 'lease:database-clock'
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 60_000 })).toBe(true)
    expect(await acquireLease(db, { name, holder: 'b', ttlMs: 60_000 })).toBe(false)
    expect(await acquireLease(db, { name, holder: 'a', ttlMs: 60_000 })).toBe(true)
    // Seen from two minutes ahead (a replica whose clock runs fast), the minute lease has expired.
    expect(
      await acquireLease(db, { name, holder: 'b', ttlMs: 60_000, at: new Date(Date.now() + 120_000) }),
    ).toBe(true)
  })

  it('goes to exactly one of many holders racing for it', async () => {
    const db = database.db
    const name = 'lease:race'
    const holders = Array.from({ length: 8 }, (_, index) => `racer-${index}`)
    const won = await Promise.all(holders.map((holder) => acquireLease(db, { name, holder, ttlMs: 60_000 })))
    expect(won.filter(Boolean)).toHaveLength(1)
    expect(await leaseHolder(db, name)).toBe(holders[won.indexOf(true)])
  })
})
