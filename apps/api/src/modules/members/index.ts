/**
 * Members and their referral tree (a materialized path, see tables.ts). Other modules read and
 * register members only through what is exported here.
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
  findMemberById,
  findMemberByInviteCode,
  findMemberByUuid,
  toUserInfo,
  type Member,
} from './findMember'
export { findMemberByUuidOrAddress } from './findMemberByUuidOrAddress'
export { insertMemberCtes, type InsertMemberPlaceholders } from './insertMemberSql'
export { generateInviteCode, normalizeInviteCode } from './inviteCode'
export { maskAddress } from './maskAddress'
export { registerMember, type RegisterMemberParameters } from './registerMember'
export { members, type MemberRow } from './tables'
