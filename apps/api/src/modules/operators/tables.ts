import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The operator audit log: every action taken from the operator command line, append-only. Written in
 * the same transaction as the action's effect, so a recorded action happened and a done action is recorded.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who: the --operator flag, else the OS user running the command. */
    operator: text('operator').notNull(),
    /** What, e.g. `credit`, `news:publish`, `withdraw:set-rules`. */
    action: text('action').notNull(),
    /** Why, as the operator wrote it. */
    reason: text('reason').notNull(),
    /** The action's parameters and outcome (amounts as decimal strings). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt.desc())],
)

export type OperatorActionRow = typeof operatorActions.$inferSelect
