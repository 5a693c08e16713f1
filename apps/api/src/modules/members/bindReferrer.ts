import { and, eq, like, sql } from 'drizzle-orm'
import type { Db } from '../../platform/db/client'
import { DomainError, forbidden, invalidInput } from '../../platform/http/domainError'
import { ApiCode } from '@vita/shared'
import { findGenesisMember } from './ensureGenesisMember'
import { findMemberByInviteCode, findMemberById, type Member } from './findMember'
import { childPath } from './referralPath'
import { members } from './tables'

/**
 * Sets the referrer of a member who has none (once; never the genesis member). The member's whole
 * subtree moves under the referrer, so its paths are rewritten in the same transaction; a referrer
 * inside the member's own downline would make a cycle and is refused.
 */
export async function bindReferrer(db: Db, memberId: number, inviteCode: string): Promise<Member> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(members).where(eq(members.id, memberId)).for('update')
    if (!locked) throw forbidden()
    if (locked.referrerId !== null) throw new DomainError('referrerAlreadyBound', ApiCode.conflict, 409)
    const genesis = await findGenesisMember(tx)
    if (genesis?.id === locked.id) throw forbidden()
    const referrer = await findMemberByInviteCode(tx, inviteCode)
    if (!referrer) throw invalidInput('invalidInviteCode')
    if (referrer.id === locked.id || referrer.path.startsWith(locked.path))
      throw invalidInput('invalidInviteCode')
    const newPath = childPath(referrer.path, locked.id)
    const depthShift = referrer.depth + 1 - locked.depth
    await tx
      .update(members)
      .set({
        path: sql`${newPath} || substr(${members.path}, ${locked.path.length + 1})`,
        depth: sql`${members.depth} + ${depthShift}`,
      })
      .where(like(members.path, `${locked.path}%`))
    await tx
      .update(members)
      .set({ referrerId: referrer.id })
      .where(and(eq(members.id, locked.id)))
    const updated = await findMemberById(tx, locked.id)
    if (!updated) throw new Error('member vanished while binding its referrer')
    return updated
  })
}
