import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'
import type { Member } from '../members'
import { sessions } from './tables'

export type ActiveSession = { jti: string; memberId: number; expiresAt: Date }

type ActiveSessionRow = {
  jti: string
  member_id: string
  expires_ms: string
  uuid: string
  address: string
  community_number: string
  invite_code: string
  referrer_id: string | null
  path: string
  depth: number
  level: number
  joined_ms: string
  referrer_uuid: string | null
}

/**
 * Every signed-in call asks this: one fixed statement (session, member and the referrer's uuid),
 * prepared on each pooled connection. Bigints and timestamps travel as text (epoch milliseconds, the
 * Date precision) so PGlite and PostgreSQL answer alike; the query builder and its row mapping cost
 * more CPU than the lookup itself.
 */
const FIND_ACTIVE = `select s.jti::text as jti, m.id::text as member_id,
    floor(extract(epoch from s.expires_at) * 1000)::text as expires_ms,
    m.uuid::text as uuid, m.address, m.community_number, m.invite_code, m.referrer_id::text as referrer_id,
    m.path, m.depth, m.level, floor(extract(epoch from m.joined_at) * 1000)::text as joined_ms,
    r.uuid::text as referrer_uuid
  from sessions s
    join members_referral_tree m on m.id = s.member_id
    left join members_referral_tree r on r.id = m.referrer_id
  where s.jti = $1::uuid and s.revoked_at is null and s.expires_at > $2::timestamptz`

/** Server-side record of issued tokens: a token works only while its row is neither revoked nor expired. */
export function createSessionStore(db: Db) {
  const query = rawQuery(db)
  return {
    async findActive(
      jti: string,
      now: Date,
    ): Promise<{ session: ActiveSession; member: Member } | undefined> {
      const [row] = await query<ActiveSessionRow>('auth_find_active_session', FIND_ACTIVE, [
        jti,
        now.toISOString(),
      ])
      if (!row) return undefined
      const memberId = Number(row.member_id)
      return {
        session: { jti: row.jti, memberId, expiresAt: new Date(Number(row.expires_ms)) },
        member: {
          id: memberId,
          uuid: row.uuid,
          address: row.address,
          communityNumber: row.community_number,
          inviteCode: row.invite_code,
          referrerId: row.referrer_id === null ? null : Number(row.referrer_id),
          path: row.path,
          depth: row.depth,
          level: row.level,
          joinedAt: new Date(Number(row.joined_ms)),
          referrerUuid: row.referrer_uuid,
        },
      }
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
