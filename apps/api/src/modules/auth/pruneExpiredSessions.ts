import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'

/** Expired sessions are kept this long (for support questions about a recent sign-in), then deleted. */
export const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000
const CHUNK = 10_000

const DELETE_EXPIRED = `delete from sessions where jti in (
    select jti from sessions where expires_at < $1::timestamptz limit ${CHUNK})
  returning 1 as deleted`

/**
 * Deletes sessions that expired over a day ago, in chunks (short statements, no long locks). An expired
 * session's token is refused by its exp claim and by the session lookup already, so deleting the row
 * changes nothing for anyone. Answers how many it deleted. (Sign-in nonces are pruned as they are
 * issued: issueLoginNonce.ts.)
 */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - EXPIRED_SESSION_RETENTION_MS).toISOString()
  let total = 0
  for (;;) {
    const deleted = (await rawQuery(db)('vita_prune_sessions', DELETE_EXPIRED, [before])).length
    total += deleted
    if (deleted < CHUNK) return total
  }
}
