import { bytesToHex, type Hex } from 'viem'
import { buildLevels, buildSumTree, checkCurrencies, emptyLeaf, hashLeaves, siblingsOf } from './buildSumTree'
import { SumTreeInputError } from './errors'
import { nobleKeccak256, type Keccak256 } from './keccak'
import { WORD_BYTES, nodeRecord, readNode, recordBytes, treeDepth } from './sumRecord'
import type { MemberSumProof, SumLeaf, SumNode } from './types'

/**
 * Chunks of the one tree (README.md, "Construction"), so that a stored day serves a proof without its
 * whole tree (docs/adr/008-solvency-snapshots.md): leaves `c × CHUNK_LEAVES …` form chunk c, whose record
 * is the tree's node at height CHUNK_HEIGHT above them (the tree pads with empty leaves, so a last, partial
 * chunk is padded the same way); the levels above are built from the chunks' records alone.
 */
export const CHUNK_HEIGHT = 6
export const CHUNK_LEAVES = 2 ** CHUNK_HEIGHT

/** The chunk's levels up to its record, from its leaves (at most CHUNK_LEAVES). */
function chunkLevels(leaves: readonly SumLeaf[], currencyCount: number, keccak: Keccak256) {
  if (leaves.length === 0 || leaves.length > CHUNK_LEAVES)
    throw new RangeError(`a chunk holds 1 to ${CHUNK_LEAVES} leaves, not ${leaves.length}`)
  const { records, commitments } = hashLeaves(leaves, currencyCount, keccak)
  return {
    commitments,
    records,
    ...buildLevels(records, emptyLeaf(currencyCount, keccak), CHUNK_HEIGHT, currencyCount, keccak),
  }
}

/**
 * A chunk's record: its hash and sums, the node at height CHUNK_HEIGHT over its leaves. Every function
 * here takes the hash primitive (keccak.ts), noble's unless given.
 */
export function chunkRecord(
  leaves: readonly SumLeaf[],
  currencies: readonly string[],
  keccak: Keccak256 = nobleKeccak256,
): SumNode {
  checkCurrencies(currencies)
  const { top } = chunkLevels(leaves, currencies.length, keccak)
  return readNode({ bytes: top, offset: 0 }, currencies.length)
}

export type ChunkTopParameters = {
  currencies: readonly string[]
  /** Leaves in the whole tree. */
  leafCount: number
  /** Every chunk's record, in chunk order (chunkRecord); ⌈leafCount / CHUNK_LEAVES⌉ of them. */
  chunkRecords: readonly SumNode[]
  keccak?: Keccak256 | undefined
}
/** The levels above the chunks, built once per stored day and kept: every proof of the day reads them. */
export type ChunkTop = ReturnType<typeof chunkTop>

/** The tree above its chunks, from the chunks' records (2 × records hashes, once per day). */
export function chunkTop(p: ChunkTopParameters) {
  checkCurrencies(p.currencies)
  const currencyCount = p.currencies.length
  const size = recordBytes(currencyCount)
  const keccak = p.keccak ?? nobleKeccak256
  const chunkCount = Math.ceil(p.leafCount / CHUNK_LEAVES)
  if (p.chunkRecords.length !== chunkCount)
    throw new RangeError(`${p.chunkRecords.length} chunk records for ${p.leafCount} leaves`)
  const records = new Uint8Array(chunkCount * size)
  for (const [index, node] of p.chunkRecords.entries()) {
    const record = nodeRecord(node, currencyCount)
    if (!record) throw new SumTreeInputError('badCommitment', `chunk record ${index} is not a valid node`)
    records.set(record, index * size)
  }
  const depth = treeDepth(p.leafCount)
  let empty = emptyLeaf(currencyCount, keccak)
  for (let height = 0; height < CHUNK_HEIGHT; height += 1)
    empty = buildLevels(empty, empty, 1, currencyCount, keccak).top
  const upper = buildLevels(records, empty, Math.max(0, depth - CHUNK_HEIGHT), currencyCount, keccak)
  // A tree of one chunk is shallower than a chunk: its root is the chunk's own tree's, not its record.
  const root = depth > CHUNK_HEIGHT ? readNode({ bytes: upper.top, offset: 0 }, currencyCount) : null
  return { currencies: [...p.currencies], leafCount: p.leafCount, chunkCount, depth, upper, root }
}

/**
 * The root and totals of a tree stored by chunk: above one chunk, the top of the chunks' records; up to
 * one chunk, the tree over that chunk's leaves (shallower than a chunk: not the chunk's record).
 */
export function chunkedRoot(p: ChunkTopParameters & { firstChunkLeaves: readonly SumLeaf[] }): {
  root: Hex
  totals: readonly bigint[]
} {
  if (p.leafCount > CHUNK_LEAVES) {
    const { root } = chunkTop(p)
    if (!root) throw new Error('a tree of more than one chunk has a top')
    return { root: root.hash, totals: root.sums }
  }
  const tree = buildSumTree(p.firstChunkLeaves, p.currencies, p.keccak)
  return { root: tree.root, totals: tree.totals }
}

export type ChunkedProofParameters = {
  /** The day's tree above its chunks (chunkTop). */
  top: ChunkTop
  chunkIndex: number
  /** The leaves of chunk `chunkIndex`, in order. */
  chunkLeaves: readonly SumLeaf[]
  /** The leaf's place in its chunk. */
  indexInChunk: number
  keccak?: Keccak256 | undefined
}

/**
 * The proof of leaf `chunkIndex × CHUNK_LEAVES + indexInChunk`, the same as the whole tree's
 * (`buildSumTree(leaves).proofOf(i)`), from that leaf's chunk and the tree above the chunks: a chunk's
 * leaves hashed, not the whole tree. A tree of at most CHUNK_LEAVES leaves is one chunk: its proof is the
 * chunk's tree's.
 */
export function chunkedProofOf(p: ChunkedProofParameters): MemberSumProof {
  const { top } = p
  const currencyCount = top.currencies.length
  const size = recordBytes(currencyCount)
  if (p.chunkIndex < 0 || p.chunkIndex >= top.chunkCount)
    throw new RangeError(`no chunk ${p.chunkIndex} of ${top.chunkCount}`)
  const expected = Math.min(CHUNK_LEAVES, top.leafCount - p.chunkIndex * CHUNK_LEAVES)
  if (p.chunkLeaves.length !== expected)
    throw new RangeError(`chunk ${p.chunkIndex} has ${p.chunkLeaves.length} leaves, not ${expected}`)
  if (!Number.isInteger(p.indexInChunk) || p.indexInChunk < 0 || p.indexInChunk >= expected)
    throw new RangeError(`no leaf ${p.indexInChunk} in chunk ${p.chunkIndex}`)
  const depth = top.depth
  const chunk = chunkLevels(p.chunkLeaves, currencyCount, p.keccak ?? nobleKeccak256)
  // A tree of one chunk is shallower than a chunk: its path stops at its own root.
  const inChunk = siblingsOf(chunk.levels, p.indexInChunk, currencyCount).slice(
    0,
    Math.min(depth, CHUNK_HEIGHT),
  )
  const above = siblingsOf(top.upper.levels, p.chunkIndex, currencyCount)
  const rootRecord =
    depth < CHUNK_HEIGHT
      ? rootOfLevels(chunk.levels, depth, currencyCount)
      : depth === CHUNK_HEIGHT
        ? chunk.top
        : top.upper.top
  const { hash: root, sums: totals } = readNode({ bytes: rootRecord, offset: 0 }, currencyCount)
  const at = p.indexInChunk
  const { sums: amounts } = readNode({ bytes: chunk.records, offset: at * size }, currencyCount)
  return {
    leaf: {
      memberCommitment: bytesToHex(chunk.commitments.subarray(at * WORD_BYTES, (at + 1) * WORD_BYTES)),
      amounts,
    },
    proof: {
      currencies: [...top.currencies],
      leafIndex: p.chunkIndex * CHUNK_LEAVES + at,
      leafCount: top.leafCount,
      siblings: [...inChunk, ...above],
      root,
      totals,
    },
  }
}

/** The record at height `depth` over the chunk's first leaf: the root of a tree of one chunk. */
function rootOfLevels(
  levels: readonly { records: Uint8Array }[],
  depth: number,
  currencyCount: number,
): Uint8Array {
  const size = recordBytes(currencyCount)
  const level = levels[depth]
  if (!level) throw new RangeError(`no level ${depth}`)
  return level.records.subarray(0, size)
}
