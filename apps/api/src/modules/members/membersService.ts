import type { Db } from '../../db/client'
import { bindReferrer } from './bindReferrer'
import { isInDownline, listDownline, type ListDownlineParameters } from './downline'
import { ensureGenesisMember, type EnsureGenesisMemberParameters } from './ensureGenesisMember'
import { findMemberByAddress, findMemberById, findMemberByInviteCode, findMemberByUuid } from './findMember'
import { registerMember, type RegisterMemberParameters } from './registerMember'

/** The members operations bound to one database; what routes and other modules call. */
export function createMembersService(db: Db) {
  return {
    registerMember: (parameters: RegisterMemberParameters) => registerMember(db, parameters),
    findByAddress: (address: string) => findMemberByAddress(db, address),
    findByUuid: (uuid: string) => findMemberByUuid(db, uuid),
    findById: (id: number) => findMemberById(db, id),
    findByInviteCode: (code: string) => findMemberByInviteCode(db, code),
    isInDownline: (ancestorId: number, memberId: number) => isInDownline(db, ancestorId, memberId),
    listDownline: (memberId: number, parameters: ListDownlineParameters) =>
      listDownline(db, memberId, parameters),
    ensureGenesisMember: (parameters: EnsureGenesisMemberParameters) => ensureGenesisMember(db, parameters),
    bindReferrer: (memberId: number, inviteCode: string) => bindReferrer(db, memberId, inviteCode),
  }
}
export type MembersService = ReturnType<typeof createMembersService>
