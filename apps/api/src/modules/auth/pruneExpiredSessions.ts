import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { rawQuery } from '../../db/rawQuery'

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

/** Prunes at start and then every `intervalMs` (default: hourly) until stopped. */
export function startSessionPruner(parameters: { db: Db; logger: FastifyBaseLogger; intervalMs?: number }): {
  stop(): Promise<void>
} {
  const intervalMs = parameters.intervalMs ?? 60 * 60 * 1000
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = pruneExpiredSessions(parameters.db, new Date())
      .then((sessions) => {
        if (sessions > 0) parameters.logger.info({ sessions }, 'pruned expired sessions')
      })
      .catch((error: unknown) => parameters.logger.error({ err: error }, 'pruning expired sessions failed'))
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs)
    })
  }
  tick()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
