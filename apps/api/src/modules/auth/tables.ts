import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { members } from '../members/tables'

/** Sign-in nonces: issued by get-nonce, consumed once by login, dead after five minutes. */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    /** The exact EIP-4361 text issued; a signed text must equal it. */
    message: text('message').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('login_nonces_expires_idx').on(t.expiresAt)],
)

/** One row per issued token (by its jti); logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
)
