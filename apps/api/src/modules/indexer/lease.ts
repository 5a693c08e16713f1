import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { indexerLeases } from './schema'

export type LeaseParameters = { name: string; holder: string; ttlMs: number }

/**
 * Takes or renews the named lease: succeeds when nobody holds it, the holder is us, or the
 * holder's lease expired (it crashed or lost the database). Uses the database clock only, so
 * replicas with skewed clocks agree. Works the same on PGlite and PostgreSQL.
 */
export async function acquireLease(db: Db, { name, holder, ttlMs }: LeaseParameters): Promise<boolean> {
  const expiresAt = sql`now() + ${`${Math.max(1, Math.round(ttlMs))} milliseconds`}::interval`
  const rows = await db
    .insert(indexerLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: indexerLeases.name,
      set: {
        holder,
        expiresAt,
        acquiredAt: sql`case when ${indexerLeases.holder} = ${holder} then ${indexerLeases.acquiredAt} else now() end`,
      },
      setWhere: sql`${indexerLeases.holder} = ${holder} or ${indexerLeases.expiresAt} < now()`,
    })
    .returning({ holder: indexerLeases.holder })
  return rows.length === 1
}

/** Gives the lease up so another replica can take over at once instead of waiting for expiry. */
export async function releaseLease(db: Db, { name, holder }: Omit<LeaseParameters, 'ttlMs'>): Promise<void> {
  await db.delete(indexerLeases).where(and(eq(indexerLeases.name, name), eq(indexerLeases.holder, holder)))
}
