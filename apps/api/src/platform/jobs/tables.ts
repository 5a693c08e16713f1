import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Leader leases: one active runner per job across replicas; renewed by heartbeat, taken over on expiry. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  acquiredAt: timestamp('acquired_at', { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`),
})

export type JobRunStatus = 'running' | 'succeeded' | 'failed'

/**
 * One row per (daily job, business day): the record that a day ran, so it runs once and a day left
 * 'running' (crash) or 'failed' is run again. Interval jobs are not recorded (too many rows).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobName: text('job_name').notNull(),
    runKey: text('run_key').notNull(),
    status: text('status').$type<JobRunStatus>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    holder: text('holder'),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.jobName, t.runKey] }),
    check('job_runs_status_check', sql`${t.status} in ('running', 'succeeded', 'failed')`),
  ],
)
