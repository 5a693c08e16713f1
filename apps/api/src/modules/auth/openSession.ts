import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginNonces, sessions } from './schema'

export type OpenSessionParameters = {
  nonce: string
  jti: string
  memberId: number
  issuedAt: Date
  expiresAt: Date
  now: Date
}

/**
 * Consumes the nonce and stores the session in one statement (a data-modifying CTE): the session row
 * exists only if this statement consumed the nonce, so of concurrent logins with one nonce exactly one
 * opens a session (the others wait on the row lock, then find it consumed). One round trip.
 */
export async function openSession(db: Db, p: OpenSessionParameters): Promise<boolean> {
  const consumed = db.$with('consumed', { nonce: loginNonces.nonce }).as(
    sql`update ${loginNonces} set ${sql.identifier('consumed_at')} = ${p.now.toISOString()}::timestamptz
        where ${sql.identifier('nonce')} = ${p.nonce} and ${sql.identifier('consumed_at')} is null
          and ${sql.identifier('expires_at')} > ${p.now.toISOString()}::timestamptz
        returning ${sql.identifier('nonce')}`,
  )
  const opened = await db
    .with(consumed)
    .insert(sessions)
    .select(
      sql`select ${p.jti}::uuid, ${p.memberId}::bigint, ${p.issuedAt.toISOString()}::timestamptz,
                 ${p.expiresAt.toISOString()}::timestamptz, null::timestamptz from ${consumed}`,
    )
    .returning({ jti: sessions.jti })
  return opened.length === 1
}
