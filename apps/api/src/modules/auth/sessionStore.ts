import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { findMemberById, type Member } from '../members'
import { sessions } from './tables'

export type ActiveSession = { jti: string; memberId: number; expiresAt: Date }

/** Server-side record of issued tokens: a token works only while its row is neither revoked nor expired. */
export function createSessionStore(db: Db) {
  return {
    async findActive(
      jti: string,
      now: Date,
    ): Promise<{ session: ActiveSession; member: Member } | undefined> {
      const [session] = await db
        .select({ jti: sessions.jti, memberId: sessions.memberId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      if (!session) return undefined
      const member = await findMemberById(db, session.memberId)
      return member ? { session, member } : undefined
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
