import type { JobDefinition } from '../../../platform/jobs'
import type { ModuleContext } from '../../../platform/module'
import { pruneExpiredSessions } from '../pruneExpiredSessions'

/** Hourly: deletes sessions that expired over a day ago. */
export function pruneSessionsJob({ database, now }: ModuleContext): JobDefinition {
  return {
    name: 'auth.prune-sessions',
    schedule: { every: 60 * 60 * 1000 },
    async run({ logger }) {
      const sessions = await pruneExpiredSessions(database.db, now())
      if (sessions > 0) logger.info({ sessions }, 'pruned expired sessions')
    },
  }
}
