import { describe, expect, it } from 'vitest'
import { keccak256, toHex } from 'viem'
import { buildSumTree } from './buildSumTree'
import { CHUNK_LEAVES, chunkedProofOf, chunkedRoot, chunkRecord, chunkTop } from './chunkedTree'
import type { SumLeaf } from './types'
import { verifySumProof } from './verifySumProof'

const CURRENCIES = ['USDT', 'DPINE']

/** `count` leaves with distinct commitments and amounts (some zero). */
function leavesOf(count: number): SumLeaf[] {
  return Array.from({ length: count }, (_, i) => ({
    memberCommitment: keccak256(toHex(`member-${i}`)),
    amounts: [BigInt((i * 7919) % 1000) * 10n ** 18n, BigInt(i % 3 === 0 ? 0 : i * 13)],
  }))
}

const chunksOf = (leaves: readonly SumLeaf[]) =>
  Array.from({ length: Math.ceil(leaves.length / CHUNK_LEAVES) }, (_, c) =>
    leaves.slice(c * CHUNK_LEAVES, (c + 1) * CHUNK_LEAVES),
  )

describe('a proof from one chunk and the chunks’ records', () => {
  // Around the edges: inside one chunk, exactly one, one more, several with a partial last one,
  // exactly a power of two of chunks, and one past it.
  it.each([
    1,
    2,
    3,
    1000,
    CHUNK_LEAVES - 1,
    CHUNK_LEAVES,
    CHUNK_LEAVES + 1,
    3 * CHUNK_LEAVES + 17,
    4 * CHUNK_LEAVES,
    4 * CHUNK_LEAVES + 1,
    CHUNK_LEAVES * CHUNK_LEAVES + 5,
  ])('is the whole tree’s proof, byte for byte, for %i leaves', (count) => {
    const leaves = leavesOf(count)
    const tree = buildSumTree(leaves, CURRENCIES)
    const chunks = chunksOf(leaves)
    const records = chunks.map((chunk) => chunkRecord(chunk, CURRENCIES))
    const top = chunkTop({ currencies: CURRENCIES, leafCount: count, chunkRecords: records })
    const probes = [
      ...new Set([0, 1, count - 1, Math.floor(count / 2), CHUNK_LEAVES - 1, CHUNK_LEAVES, count - 2]),
    ]
    for (const index of probes.filter((i) => i >= 0 && i < count)) {
      const chunkIndex = Math.floor(index / CHUNK_LEAVES)
      const proof = chunkedProofOf({
        top,
        chunkIndex,
        chunkLeaves: chunks[chunkIndex] ?? [],
        indexInChunk: index % CHUNK_LEAVES,
      })
      expect(proof).toEqual(tree.proofOf(index))
      expect(verifySumProof({ ...proof, root: tree.root, totals: tree.totals })).toBe('included')
    }
  })

  it('fails verification when one chunk record was altered', () => {
    const leaves = leavesOf(2 * CHUNK_LEAVES + 5)
    const tree = buildSumTree(leaves, CURRENCIES)
    const chunks = chunksOf(leaves)
    const records = chunks.map((chunk) => chunkRecord(chunk, CURRENCIES))
    const [first, second, third] = records
    if (!first || !second || !third) throw new Error('three chunks expected')
    const altered = [first, { ...second, sums: [second.sums[0] ?? 0n, (second.sums[1] ?? 0n) + 1n] }, third]
    const proof = chunkedProofOf({
      top: chunkTop({ currencies: CURRENCIES, leafCount: leaves.length, chunkRecords: altered }),
      chunkIndex: 0,
      chunkLeaves: chunks[0] ?? [],
      indexInChunk: 3,
    })
    expect(verifySumProof({ ...proof, root: tree.root, totals: tree.totals })).not.toBe('included')
  })

  it('refuses a chunk of the wrong size or a leaf outside it', () => {
    const leaves = leavesOf(CHUNK_LEAVES + 3)
    const chunks = chunksOf(leaves)
    const records = chunks.map((chunk) => chunkRecord(chunk, CURRENCIES))
    const base = {
      top: chunkTop({ currencies: CURRENCIES, leafCount: leaves.length, chunkRecords: records }),
    }
    expect(() =>
      chunkedProofOf({ ...base, chunkIndex: 1, chunkLeaves: chunks[0] ?? [], indexInChunk: 0 }),
    ).toThrow(RangeError)
    expect(() =>
      chunkedProofOf({ ...base, chunkIndex: 1, chunkLeaves: chunks[1] ?? [], indexInChunk: 3 }),
    ).toThrow(RangeError)
    expect(() =>
      chunkedProofOf({ ...base, chunkIndex: 2, chunkLeaves: chunks[1] ?? [], indexInChunk: 0 }),
    ).toThrow(RangeError)
  })
})

describe('the root of a tree stored by chunk', () => {
  it.each([1, 3, CHUNK_LEAVES - 1, CHUNK_LEAVES, CHUNK_LEAVES + 1, 3 * CHUNK_LEAVES + 17])(
    'is the whole tree’s root and totals for %i leaves',
    (count) => {
      const leaves = leavesOf(count)
      const chunks = chunksOf(leaves)
      const tree = buildSumTree(leaves, CURRENCIES)
      expect(
        chunkedRoot({
          currencies: CURRENCIES,
          leafCount: count,
          chunkRecords: chunks.map((chunk) => chunkRecord(chunk, CURRENCIES)),
          firstChunkLeaves: chunks[0] ?? [],
        }),
      ).toEqual({ root: tree.root, totals: tree.totals })
    },
  )
})
