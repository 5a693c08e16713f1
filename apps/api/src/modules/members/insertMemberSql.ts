/**
 * Registration as SQL text for callers that must register a member inside one larger statement (the
 * sign-in hot path registers, consumes the nonce and opens the session in one round trip). The
 * members module owns this SQL; callers pass the placeholders of their own statement.
 */
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * SQL for referralPath.ts's `pathSegment(id)` (base-36 digits of `id` prefixed with their count in
 * base 36) and `communityNumberFor(id)`; insertMemberSql.test.ts checks them against the JS.
 */
export const pathSegmentSql = (id: string) =>
  `(select substr('${BASE36}', count(*)::int + 1, 1)
       || string_agg(substr('${BASE36}', ((${id} / (36::numeric ^ k)::bigint) % 36)::int + 1, 1), '' order by k desc)
     from generate_series(0, 12) as k where (36::numeric ^ k) <= ${id})`
export const communityNumberSql = (id: string) =>
  `('C' || lpad(${id}::text, greatest(6, length(${id}::text)), '0'))`

/** Placeholders ($n) of the caller's statement for each value; casts are applied here. */
export type InsertMemberPlaceholders = {
  uuid: string
  address: string
  inviteCode: string
  referrerId: string
  referrerPath: string
  depth: string
}

/**
 * Two CTEs, `next_id` and `new_member`: the id from the sequence, the path and community number
 * derived from it; `new_member` returns id, community_number, path, level and joined_at, or no row
 * when the insert conflicts (address registered concurrently, invite code taken).
 */
export function insertMemberCtes(p: InsertMemberPlaceholders): string {
  return `next_id as (select nextval('members_id_seq') as id),
  new_member as (
    insert into members (id, uuid, address, community_number, invite_code, referrer_id, path, depth)
    select next_id.id, ${p.uuid}::uuid, ${p.address}::text, ${communityNumberSql('next_id.id')}, ${p.inviteCode}::text,
           ${p.referrerId}::bigint, ${p.referrerPath}::text || ${pathSegmentSql('next_id.id')} || '/', ${p.depth}::int
    from next_id
    on conflict do nothing
    returning id, community_number, path, level, joined_at)`
}
