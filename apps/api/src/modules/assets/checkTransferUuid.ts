import { z } from 'zod'
import type { Db } from '../../platform/db/client'
import { findMemberByUuid } from '../members'

const uuidSchema = z.string().uuid()

/** Spec §5 "UUID check": valid when it names another existing member; a malformed one is just invalid. */
export async function checkTransferUuid(
  db: Db,
  parameters: { memberId: number; uuid: string },
): Promise<{ valid: boolean }> {
  const uuid = parameters.uuid.trim().toLowerCase()
  if (!uuidSchema.safeParse(uuid).success) return { valid: false }
  const member = await findMemberByUuid(db, uuid)
  return { valid: member !== undefined && member.id !== parameters.memberId }
}
