import { randomUUID } from 'node:crypto'
import type { Db } from '../../platform/db/client'
import { generateInviteCode, insertMemberCtes, type Member } from '../members'
import { rawQuery } from '../../platform/db/sql'
import type { OpenSessionParameters } from './openSession'

/**
 * Registers the member (the members module's insert, insertMemberCtes), consumes the nonce and opens
 * the session in one statement. The nonce is consumed only if the member row was inserted, and the
 * session only if the nonce was consumed. A conflicting insert (address registered concurrently,
 * invite code taken) changes nothing and returns no row.
 */
const REGISTER_AND_OPEN = `with ${insertMemberCtes({
  uuid: '$3',
  address: '$4',
  inviteCode: '$5',
  referrerId: '$6',
  referrerPath: '$7',
  depth: '$8',
})},
  consumed as (
    update login_nonces set consumed_at = $1::timestamptz
    where nonce = $2 and consumed_at is null and expires_at > $1::timestamptz
      and exists (select 1 from new_member)
    returning nonce),
  opened as (
    insert into sessions (jti, member_id, issued_at, expires_at, revoked_at)
    select $9::uuid, new_member.id, $10::timestamptz, $11::timestamptz, null from consumed, new_member
    returning jti)
  select new_member.id, new_member.community_number, new_member.path, new_member.level,
         new_member.joined_at, (select count(*) from opened)::int as opened
  from new_member`

export type RegisterAndOpenParameters = Omit<OpenSessionParameters, 'memberId'> & {
  /** Checksummed address. */
  address: string
  /** The new member's uuid (the session token is issued for it before the statement runs). */
  uuid: string
  referrer: Pick<Member, 'id' | 'path' | 'depth' | 'uuid'>
}

/**
 * The new member and whether the session was opened (false: the nonce was already consumed or
 * expired), or undefined when the insert conflicted (the caller falls back to registerMember).
 */
export async function registerAndOpenSession(
  db: Db,
  p: RegisterAndOpenParameters,
): Promise<{ member: Member; opened: boolean } | undefined> {
  const inviteCode = generateInviteCode()
  const [row] = await rawQuery(db)<{
    id: string | number | bigint
    community_number: string
    path: string
    level: number
    joined_at: Date
    opened: number
  }>('vita_register_and_open_session', REGISTER_AND_OPEN, [
    p.now.toISOString(),
    p.nonce,
    p.uuid,
    p.address,
    inviteCode,
    p.referrer.id,
    p.referrer.path,
    p.referrer.depth + 1,
    p.jti,
    p.issuedAt.toISOString(),
    p.expiresAt.toISOString(),
  ])
  if (!row) return undefined
  return {
    member: {
      id: Number(row.id),
      uuid: p.uuid,
      address: p.address,
      communityNumber: row.community_number,
      inviteCode,
      referrerId: p.referrer.id,
      path: row.path,
      depth: p.referrer.depth + 1,
      level: row.level,
      joinedAt: row.joined_at,
      referrerUuid: p.referrer.uuid,
    },
    opened: row.opened === 1,
  }
}

/** A fresh member uuid. */
export const newMemberUuid = () => randomUUID()
