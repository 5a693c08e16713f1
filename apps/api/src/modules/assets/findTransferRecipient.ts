import type { MemberReference } from '@vita/shared'
import type { Db } from '../../platform/db/client'
import { type DomainError, invalidInput } from '../../platform/http/domainError'
import { findMemberByReference, type Member } from '../members'

export type FindTransferRecipientParameters = {
  fromMemberId: number
  /** Null for text that is no reference at all: refused like a reference to no one. */
  to: MemberReference | null
  /** The request field named in the error's details. */
  field: string
}
export type FindTransferRecipientReturnType = Member
/** memberNotFound, cannotTransferToSelf (400 code 7). */
export type FindTransferRecipientErrorType = DomainError

/**
 * The member a transfer from `fromMemberId` to `to` pays: another existing member. What the transfer
 * form shows before confirming and what the transfer itself checks, so both refuse alike.
 */
export async function findTransferRecipient(
  db: Db,
  { fromMemberId, to, field }: FindTransferRecipientParameters,
): Promise<FindTransferRecipientReturnType> {
  const recipient = to && (await findMemberByReference(db, to))
  if (!recipient) throw invalidInput('memberNotFound', { field })
  if (recipient.id === fromMemberId) throw invalidInput('cannotTransferToSelf', { field })
  return recipient
}
