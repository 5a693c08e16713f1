import { sql } from 'drizzle-orm'
import { bytesToHex } from 'viem'
import type { MemberCommitter, SumLeaf } from '@vita/shared/solvency'
import { memberSaltBytes } from './memberSalt'

/** A stored chunk's members (uuids) and their amounts, flattened `currencyCount` per member, as text. */
export type StoredChunkMembers = { member_uuids: readonly string[]; amounts: readonly string[] }

/**
 * Reads a chunk's arrays as one comma-joined text each (uuids, ids and decimal amounts hold no comma):
 * the driver's array parser builds every element a character at a time, a third of what a member's
 * proof allocated (docs/benchmarks.md). `storedArray` splits one again.
 */
export const joinedArray = (column: 'member_ids' | 'member_uuids' | 'amounts') =>
  sql.raw(`array_to_string(${column}, ',') as ${column}`)

export const storedArray = (joined: string): string[] => (joined === '' ? [] : joined.split(','))

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
