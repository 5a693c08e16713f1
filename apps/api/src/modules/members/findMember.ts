import { eq, type SQL } from 'drizzle-orm'
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
export const findMemberByInviteCode = (db: Db, code: string) =>
  findOne(db, eq(members.inviteCode, normalizeInviteCode(code)))

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
