import type { Db } from '../../platform/db/client'
import { rawQuery } from '../../platform/db/sql'

export type OpenSessionParameters = {
  nonce: string
  jti: string
  memberId: number
  issuedAt: Date
  expiresAt: Date
  now: Date
}

const OPEN_SESSION = `with consumed as (
    update login_nonces set consumed_at = $1::timestamptz
    where nonce = $2 and consumed_at is null and expires_at > $1::timestamptz
    returning nonce)
  insert into sessions (jti, member_id, issued_at, expires_at, revoked_at)
  select $3::uuid, $4::bigint, $5::timestamptz, $6::timestamptz, null from consumed
  returning jti`

/**
 * Consumes the nonce and stores the session in one statement (a data-modifying CTE): the session row
 * exists only if this statement consumed the nonce, so of concurrent logins with one nonce exactly one
 * opens a session (the others wait on the row lock, then find it consumed). One round trip.
 */
export async function openSession(db: Db, p: OpenSessionParameters): Promise<boolean> {
  const opened = await rawQuery(db)<{ jti: string }>('vita_open_session', OPEN_SESSION, [
    p.now.toISOString(),
    p.nonce,
    p.jti,
    p.memberId,
    p.issuedAt.toISOString(),
    p.expiresAt.toISOString(),
  ])
  return opened.length === 1
}
