import { sql } from 'drizzle-orm'
import type { Hex } from 'viem'
import {
  CHUNK_HEIGHT,
  chunkRecord,
  chunkedRoot,
  createMemberCommitter,
  type SumLeaf,
  type SumNode,
} from '@vita/shared/solvency'
import type { Db } from '../../platform/db/client'
import { queryRows } from '../../platform/db/sql'
import { joinedArray, storedArray, storedChunkLeaves } from './storedChunkLeaves'
import { loadKeccak } from './wasmKeccak'

export type RebuildSolvencyDayParameters = { day: string; saltKey: string }
export type RebuildSolvencyDayReturnType = {
  day: string
  currencies: string[]
  stored: { root: Hex; totals: bigint[]; leafCount: number }
  rebuilt: { root: Hex; totals: bigint[]; leafCount: number }
  /** Chunks whose stored record (hash and sums) differs from the one rebuilt from their leaves. */
  chunkMismatches: number[]
  chunkCount: number
}
/** Error: no snapshot of `day`, or one stored with another chunk height (rebuild it with that height's code). */
export type RebuildSolvencyDayErrorType = Error

/** Chunks read per statement: ~300 KiB of leaves each. */
const PAGE = 200

/**
 * `day`'s tree rebuilt from its stored chunks' leaves (docs/adr/008-solvency-snapshots.md): every
 * member's commitment from their salt, every chunk's record from its leaves (checked against the stored
 * record), the levels above, the root and totals; the stored ones beside them. A chunk at a time, as the
 * snapshot built it: a 1,000,000-member day holds only the chunks' records.
 */
export async function rebuildSolvencyDay(
  db: Db,
  p: RebuildSolvencyDayParameters,
): Promise<RebuildSolvencyDayReturnType> {
  const [day] = await queryRows<{
    currencies: string[]
    leaf_count: number
    chunk_height: number
    root: Hex
    totals: string[]
  }>(
    db,
    sql`select currencies, leaf_count, chunk_height, root, totals::text[] as totals
      from solvency_days where day = ${p.day}::date`,
  )
  if (!day) throw new Error(`no snapshot of ${p.day}`)
  if (day.chunk_height !== CHUNK_HEIGHT)
    throw new Error(
      `${p.day} is stored in chunks of height ${day.chunk_height}, this code's is ${CHUNK_HEIGHT}`,
    )
  const { currencies } = day
  const keccak = await loadKeccak()
  const commit = createMemberCommitter(keccak)
  const records: SumNode[] = []
  const chunkMismatches: number[] = []
  let firstChunk: SumLeaf[] = []
  let leafCount = 0
  for (let after = -1; ;) {
    const chunks = await queryRows<{
      chunk_index: number
      member_uuids: string
      amounts: string
      record_hash: Hex
      record_sums: string[]
    }>(
      db,
      sql`select chunk_index, ${joinedArray('member_uuids')}, ${joinedArray('amounts')}, record_hash,
          record_sums::text[] as record_sums
        from solvency_chunks where day = ${p.day}::date and chunk_index > ${after}
        order by chunk_index limit ${PAGE}`,
    )
    for (const chunk of chunks) {
      const members = { member_uuids: storedArray(chunk.member_uuids), amounts: storedArray(chunk.amounts) }
      const leaves = storedChunkLeaves(members, {
        day: p.day,
        saltKey: p.saltKey,
        currencyCount: currencies.length,
        commit,
      })
      const record = chunkRecord(leaves, currencies, keccak)
      const sameSums = record.sums.every((sum, index) => sum.toString() === chunk.record_sums[index])
      if (chunk.chunk_index !== records.length || record.hash !== chunk.record_hash || !sameSums)
        chunkMismatches.push(chunk.chunk_index)
      if (records.length === 0) firstChunk = leaves
      records.push(record)
      leafCount += leaves.length
    }
    if (chunks.length < PAGE) break
    after = chunks[chunks.length - 1]?.chunk_index ?? after
  }
  const { root, totals } = chunkedRoot({
    currencies,
    leafCount,
    chunkRecords: records,
    firstChunkLeaves: firstChunk,
    keccak,
  })
  const rebuilt = { root, totals: [...totals] }
  return {
    day: p.day,
    currencies,
    stored: { root: day.root, totals: day.totals.map((total) => BigInt(total)), leafCount: day.leaf_count },
    rebuilt: { ...rebuilt, leafCount },
    chunkMismatches,
    chunkCount: records.length,
  }
}
