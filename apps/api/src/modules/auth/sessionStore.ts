import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../platform/db/client'
import { members, type Member } from '../members'
import { sessions } from './tables'

export type ActiveSession = { jti: string; memberId: number; expiresAt: Date }

/** Server-side record of issued tokens: a token works only while its row is neither revoked nor expired. */
export function createSessionStore(db: Db) {
  // Every signed-in call asks this: one statement (session, member and the referrer's uuid), built
  // once and prepared (the query builder cost more CPU than the lookup itself).
  const referrer = alias(members, 'referrer')
  const findActiveQuery = db
    .select({
      session: { jti: sessions.jti, memberId: sessions.memberId, expiresAt: sessions.expiresAt },
      member: members,
      referrerUuid: referrer.uuid,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(referrer, eq(referrer.id, members.referrerId))
    .where(
      and(
        eq(sessions.jti, sql.placeholder('jti')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_find_active_session')
  return {
    async findActive(
      jti: string,
      now: Date,
    ): Promise<{ session: ActiveSession; member: Member } | undefined> {
      const [row] = await findActiveQuery.execute({ jti, now: now.toISOString() })
      if (!row) return undefined
      return { session: row.session, member: { ...row.member, referrerUuid: row.referrerUuid } }
    },
    /** Revokes every live session of the member (sign out everywhere); answers how many. */
    async revokeAll(memberId: number, now: Date): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ jti: sessions.jti })
      return revoked.length
    },
    async revoke(jti: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)))
    },
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
