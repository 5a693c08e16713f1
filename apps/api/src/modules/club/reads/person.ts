import { sql } from 'drizzle-orm'
import { STANDING_ORDER_STATUSES, type ClubPerson } from '@vita/shared'
import { maskAddress } from '../../members'

/** A member as another member sees them (club contract: community number, masked address, level). */
export function clubPerson(member: { communityNumber: string; address: string; level: number }): ClubPerson {
  return {
    communityNumber: member.communityNumber,
    maskedAddress: maskAddress(member.address),
    level: member.level,
  }
}

/** The USDT figures of a read, by earning kind, with their sum (bill types: club-rules §2–4). */
export type ByKind = { static: bigint; dynamic: bigint; invite: bigint }
export const zeroByKind = (): ByKind => ({ static: 0n, dynamic: 0n, invite: 0n })
export function byKindView(values: ByKind) {
  return {
    static: values.static.toString(),
    dynamic: values.dynamic.toString(),
    invite: values.invite.toString(),
    total: (values.static + values.dynamic + values.invite).toString(),
  }
}

/** A bigint read as text (both drivers), or 0 for a missing row / NULL. */
export const big = (value: string | null | undefined) => BigInt(value ?? '0')

/** `'active', 'completed', 'exited'` for `status in (…)`: our own constants, so inlining them is safe. */
export const standingStatusesSql = sql.raw(STANDING_ORDER_STATUSES.map((status) => `'${status}'`).join(', '))
