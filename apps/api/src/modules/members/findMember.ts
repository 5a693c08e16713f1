import { eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { UserInfo } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { members, type MemberRow } from './tables'
import { normalizeInviteCode } from './inviteCode'

/** A member with the referrer's public id, as the API shows it. */
export type Member = MemberRow & { referrerUuid: string | null }

const referrer = alias(members, 'referrer')

async function findOne(db: Db, where: SQL): Promise<Member | undefined> {
  const [row] = await db
    .select({ member: members, referrerUuid: referrer.uuid })
    .from(members)
    .leftJoin(referrer, eq(referrer.id, members.referrerId))
    .where(where)
    .limit(1)
  return row ? { ...row.member, referrerUuid: row.referrerUuid } : undefined
}

/** `address` must be checksummed (the request schemas do that). */
export const findMemberByAddress = (db: Db, address: string) => findOne(db, eq(members.address, address))
export const findMemberByUuid = (db: Db, uuid: string) => findOne(db, eq(members.uuid, uuid))
export const findMemberById = (db: Db, id: number) => findOne(db, eq(members.id, id))
/** `communityNumber` must be upper case (parseMemberReference does that). */
export const findMemberByCommunityNumber = (db: Db, communityNumber: string) =>
  findOne(db, eq(members.communityNumber, communityNumber))
export const findMemberByInviteCode = (db: Db, code: string) =>
  findOne(db, eq(members.inviteCode, normalizeInviteCode(code)))

/** The ids of the members holding these (checksummed) addresses; addresses of no member are absent. */
export async function findMemberIdsByAddress(
  db: Db,
  addresses: readonly string[],
): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map()
  const rows = await db
    .select({ id: members.id, address: members.address })
    .from(members)
    .where(inArray(members.address, [...addresses]))
  return new Map(rows.map((row) => [row.address, row.id]))
}

/** The public ids (uuid) of these members; ids of no member are absent. */
export async function findMemberUuids(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: members.id, uuid: members.uuid })
    .from(members)
    .where(inArray(members.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.uuid]))
}

export function toUserInfo(member: Member): UserInfo {
  return {
    uuid: member.uuid,
    communityNumber: member.communityNumber,
    walletAddress: member.address as UserInfo['walletAddress'],
    inviteCode: member.inviteCode,
    referrerUuid: member.referrerUuid,
    level: member.level,
    joinedAt: member.joinedAt.toISOString(),
  }
}
