import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client'
import type { Member } from '../members/findMember'
import { generateInviteCode } from '../members/inviteCode'
import { rawQuery } from '../../db/rawQuery'
import type { OpenSessionParameters } from './openSession'

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * SQL for referralPath.ts's `pathSegment(id)` (base-36 digits of `id` prefixed with their count in
 * base 36) and `communityNumberFor(id)`; registerAndOpenSession.test.ts checks them against the JS.
 */
export const pathSegmentSql = (id: string) =>
  `(select substr('${BASE36}', count(*)::int + 1, 1)
       || string_agg(substr('${BASE36}', ((${id} / (36::numeric ^ k)::bigint) % 36)::int + 1, 1), '' order by k desc)
     from generate_series(0, 12) as k where (36::numeric ^ k) <= ${id})`
export const communityNumberSql = (id: string) =>
  `('C' || lpad(${id}::text, greatest(6, length(${id}::text)), '0'))`

/**
 * Registers the member, consumes the nonce and opens the session in one statement: the id comes from
 * the sequence, the path and community number are derived from it in SQL. The nonce is consumed only
 * if the member row was inserted, and the session only if the nonce was consumed. A conflicting
 * insert (address registered concurrently, invite code taken) changes nothing and returns no row.
 */
const REGISTER_AND_OPEN = `with next_id as (select nextval('members_id_seq') as id),
  new_member as (
    insert into members (id, uuid, address, community_number, invite_code, referrer_id, path, depth)
    select next_id.id, $3::uuid, $4::text, ${communityNumberSql('next_id.id')}, $5::text, $6::bigint,
           $7::text || ${pathSegmentSql('next_id.id')} || '/', $8::int
    from next_id
    on conflict do nothing
    returning id, community_number, path, level, joined_at),
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
