import type { MemberReference } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { findMemberByAddress, findMemberByCommunityNumber, findMemberByUuid, type Member } from './findMember'

/** The member a reference names (a transfer's recipient), if there is one. */
export function findMemberByReference(db: Db, reference: MemberReference): Promise<Member | undefined> {
  switch (reference.kind) {
    case 'uuid':
      return findMemberByUuid(db, reference.uuid)
    case 'communityNumber':
      return findMemberByCommunityNumber(db, reference.communityNumber)
    case 'address':
      return findMemberByAddress(db, reference.address)
  }
}
