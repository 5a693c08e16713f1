import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import {
  chunkedProofOf,
  chunkTop,
  createMemberCommitter,
  type ChunkTop,
  type Keccak256,
  type MemberSumProof,
} from '@vita/shared/solvency'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { notFound, type DomainError } from '../../platform/http/domainError'
import { memberSalt } from './memberSalt'
import { joinedArray, storedArray, storedChunkLeaves } from './storedChunkLeaves'
import { loadKeccak } from './wasmKeccak'

export type MemberSolvencyProofParameters = { day: string; memberId: number; saltKey: string }
export type MemberSolvencyProofReturnType = {
  day: string
  /** The member's salt of the day: with their uuid it makes the leaf's commitment. */
  salt: Hex
  memberUuid: string
} & MemberSumProof
/** notFound: no snapshot of that day, or the member is not in it (someone else's id looks the same). */
export type MemberSolvencyProofErrorType = DomainError

/** The levels above the chunks of the days asked lately, per process (a day's snapshot never changes), by day and root. */
const tops = new Map<string, ChunkTop>()
const KEPT_DAYS = 3

/**
 * A member's leaf and proof of `day` (docs/adr/008-solvency-snapshots.md): their chunk rebuilt from the
 * stored leaves and salts, joined to the levels above the chunks (built from the chunks' records once
 * per day and process). The proof is the whole tree's, and verifies against the day's root.
 */
export async function memberSolvencyProof(
  db: Db,
  p: MemberSolvencyProofParameters,
): Promise<MemberSolvencyProofReturnType> {
  const [day] = await queryRows<{ currencies: string[]; leaf_count: number; root: string }>(
    db,
    sql`select currencies, leaf_count, root from solvency_days where day = ${p.day}::date`,
  )
  if (!day) throw notFound()
  const [stored] = await queryRows<{
    chunk_index: number
    member_ids: string
    member_uuids: string
    amounts: string
  }>(
    db,
    sql`select chunk_index, ${joinedArray('member_ids')}, ${joinedArray('member_uuids')}, ${joinedArray('amounts')}
      from solvency_chunks where day = ${p.day}::date and first_member_id <= ${p.memberId}
      order by first_member_id desc limit 1`,
  )
  if (!stored) throw notFound()
  const chunk = {
    chunk_index: stored.chunk_index,
    member_uuids: storedArray(stored.member_uuids),
    amounts: storedArray(stored.amounts),
  }
  const at = storedArray(stored.member_ids).indexOf(String(p.memberId))
  if (at < 0) throw notFound()
  const keccak = await loadKeccak()
  const chunkLeaves = storedChunkLeaves(chunk, {
    day: p.day,
    saltKey: p.saltKey,
    currencyCount: day.currencies.length,
    commit: createMemberCommitter(keccak),
  })
  const top = await topOf(db, p.day, day, keccak)
  const proof = chunkedProofOf({
    top,
    chunkIndex: chunk.chunk_index,
    chunkLeaves,
    indexInChunk: at,
    keccak,
  })
  const memberUuid = chunk.member_uuids[at] ?? ''
  return { day: p.day, salt: memberSalt(p.saltKey, p.day, memberUuid), memberUuid, ...proof }
}

async function topOf(
  db: Db,
  day: string,
  { currencies, leaf_count: leafCount, root }: { currencies: string[]; leaf_count: number; root: string },
  keccak: Keccak256,
): Promise<ChunkTop> {
  // Keyed by the root too: the same day of another database (tests, a restored copy) is another tree.
  const key = `${day}:${root}`
  const kept = tops.get(key)
  if (kept) return kept
  const records = await queryRows<{ hash: Hex; sums: string[] }>(
    db,
    sql`select record_hash as hash, record_sums::text[] as sums from solvency_chunks
      where day = ${day}::date order by chunk_index`,
  )
  const top = chunkTop({
    currencies,
    leafCount,
    chunkRecords: records.map((record) => ({
      hash: record.hash,
      sums: record.sums.map((sum) => BigInt(sum)),
    })),
    keccak,
  })
  tops.set(key, top)
  for (const old of [...tops.keys()].slice(0, Math.max(0, tops.size - KEPT_DAYS))) tops.delete(old)
  return top
}
