import { bytesToHex } from 'viem'
import type { MemberCommitter, SumLeaf } from '@vita/shared/solvency'
import { memberSaltBytes } from './memberSalt'

/** A stored chunk's members (uuids) and their amounts, flattened `currencyCount` per member, as text. */
export type StoredChunkMembers = { member_uuids: readonly string[]; amounts: readonly string[] }

/**
 * A stored chunk's leaves again: each member's commitment from their salt of the day and uuid, and their
 * amounts (what the snapshot hashed). Used by a member's proof and by the operator's rebuild.
 */
export function storedChunkLeaves(
  chunk: StoredChunkMembers,
  p: { day: string; saltKey: string; currencyCount: number; commit: MemberCommitter },
): SumLeaf[] {
  const k = p.currencyCount
  return chunk.member_uuids.map((uuid, index) => ({
    memberCommitment: bytesToHex(p.commit(memberSaltBytes(p.saltKey, p.day, uuid), uuid)),
    amounts: chunk.amounts.slice(index * k, (index + 1) * k).map((amount) => BigInt(amount)),
  }))
}
