/**
 * Members and their referral tree (a materialized path, see tables.ts). Other modules read and
 * register members only through what is exported here, and read them in their own SQL through the view
 * `members_referral_tree` (sql/members_referral_tree.sql); only this module writes the table.
 */
export { membersModule } from './module'
export { bindReferrer } from './bindReferrer'
export { countDirectInvites } from './countDirectInvites'
export { isInDownline, listDownline, type DownlineMember, type ListDownlineParameters } from './downline'
export {
  ensureGenesisMember,
  findGenesisMember,
  type EnsureGenesisMemberParameters,
} from './ensureGenesisMember'
export {
  findMemberByAddress,
  findMemberByCommunityNumber,
  findMemberById,
  findMemberByInviteCode,
  findMemberByUuid,
  findMemberIdsByAddress,
  findMemberUuids,
  toUserInfo,
  type Member,
} from './findMember'
export { findMemberByReference } from './findMemberByReference'
export { findMemberByUuidOrAddress } from './findMemberByUuidOrAddress'
export { insertMemberCtes, type InsertMemberPlaceholders } from './insertMemberSql'
export { generateInviteCode, normalizeInviteCode } from './inviteCode'
export { lockMembers, type LockMembersParameters, type LockMembersReturnType } from './lockMembers'
export { maskAddress } from './maskAddress'
export { registerMember, type RegisterMemberParameters } from './registerMember'
export { setMemberLevels, type SetMemberLevelsParameters } from './setMemberLevels'
export type { MemberRow } from './tables'
