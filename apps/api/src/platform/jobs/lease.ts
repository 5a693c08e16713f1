import { and, eq, sql, type SQL } from 'drizzle-orm'
import { jobLeases } from './tables'
import type { Db } from './types'

export type AcquireLeaseParameters = {
  name: string
  holder: string
  ttlMs: number
  /** The time to measure the lease by; default the database clock (`now()`), so replicas with skewed clocks agree. Tests inject it instead of sleeping. */
  at?: Date
}
/** True when `holder` holds the lease until now + ttl; false when another holder's lease is still valid. */
export type AcquireLeaseReturnType = boolean

export type ReleaseLeaseParameters = { name: string; holder: string }
/** True when the lease was ours and is now free; false when someone else held it (or nobody). */
export type ReleaseLeaseReturnType = boolean

/** The lease's clock: the injected time or the database's. */
function leaseNow(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
}

/**
 * Takes or renews the named lease in one statement: succeeds when nobody holds it, the holder is us,
 * or the holder's lease expired (it crashed, hung or lost the database). A lease is expired from its
 * `expires_at` on. `acquired_at` keeps when the current holder first took it.
 */
export async function acquireLease(
  db: Db,
  { name, holder, ttlMs, at }: AcquireLeaseParameters,
): Promise<AcquireLeaseReturnType> {
  const now = leaseNow(at)
  const expiresAt = sql`${now} + ${`${Math.max(1, Math.round(ttlMs))} milliseconds`}::interval`
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt, acquiredAt: now })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: {
        holder,
        expiresAt,
        acquiredAt: sql`case when ${jobLeases.holder} = ${holder} then ${jobLeases.acquiredAt} else ${now} end`,
      },
      setWhere: sql`${jobLeases.holder} = ${holder} or ${jobLeases.expiresAt} <= ${now}`,
    })
    .returning({ holder: jobLeases.holder })
  return rows.length === 1
}

/** Gives the lease up so another replica can take over at once instead of waiting for expiry. */
export async function releaseLease(
  db: Db,
  { name, holder }: ReleaseLeaseParameters,
): Promise<ReleaseLeaseReturnType> {
  const rows = await db
    .delete(jobLeases)
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name })
  return rows.length === 1
}

/** Who holds the lease now (expired or not), for error messages and tests. */
export async function leaseHolder(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ holder: jobLeases.holder }).from(jobLeases).where(eq(jobLeases.name, name))
  return row?.holder
}

/** Each job's lease is named after it, so jobs lead independently. */
export const jobLeaseName = (job: string): string => `job:${job}`
