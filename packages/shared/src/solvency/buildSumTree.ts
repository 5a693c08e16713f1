import { bytesToHex, type Hex } from 'viem'
import { SumTreeInputError } from './errors'
import { nobleKeccak256, type Keccak256 } from './keccak'
import {
  MAX_UINT256,
  WORD_BYTES,
  addRecordSums,
  createSumHasher,
  readNode,
  recordBytes,
  treeDepth,
  writeHash,
  writeUint256,
  type RecordAt,
} from './sumRecord'
import type { MemberSumProof, SumLeaf } from './types'

export type SumTree = {
  currencies: readonly string[]
  root: Hex
  /** Sum of every leaf's amounts per currency: the liabilities the root commits to. */
  totals: readonly bigint[]
  leafCount: number
  /** Levels between the leaves and the root (the length of every proof). */
  depth: number
  /** The leaf at `index` (its place in `leaves`) and its proof. */
  proofOf(index: number): MemberSumProof
}

export type BuildSumTreeReturnType = SumTree
export type BuildSumTreeErrorType = SumTreeInputError

export function checkCurrencies(currencies: readonly string[]): void {
  if (currencies.length === 0) throw new SumTreeInputError('noCurrencies', 'the currency list is empty')
  const seen = new Set<string>()
  for (const currency of currencies) {
    if (seen.has(currency)) throw new SumTreeInputError('duplicateCurrency', `${currency} is listed twice`)
    seen.add(currency)
  }
}

/** A copy of `bytes` in a buffer of `length` bytes. */
function grown(bytes: Uint8Array, length: number): Uint8Array<ArrayBuffer> {
  const larger = new Uint8Array(length)
  larger.set(bytes)
  return larger
}

/**
 * Each leaf's record (hash, amounts) side by side, and its commitment in a second buffer. Leaves may
 * come from a stream (a database cursor): the buffers then double as they fill.
 */
export function hashLeaves(leaves: Iterable<SumLeaf>, currencyCount: number, keccak: Keccak256) {
  const size = recordBytes(currencyCount)
  let capacity = Array.isArray(leaves) ? leaves.length : 1024
  let records = new Uint8Array(capacity * size)
  let view = new DataView(records.buffer)
  let commitments = new Uint8Array(capacity * WORD_BYTES)
  const hasher = createSumHasher(currencyCount, keccak)
  let index = 0
  for (const { memberCommitment, amounts } of leaves) {
    if (index === capacity) {
      capacity = Math.max(1024, capacity * 2)
      records = grown(records, capacity * size)
      view = new DataView(records.buffer)
      commitments = grown(commitments, capacity * WORD_BYTES)
    }
    if (!writeHash(commitments, index * WORD_BYTES, memberCommitment))
      throw new SumTreeInputError(
        'badCommitment',
        `leaf ${index}: ${memberCommitment} is not 32 bytes of hex`,
      )
    if (amounts.length !== currencyCount)
      throw new SumTreeInputError(
        'wrongAmountCount',
        `leaf ${index} has ${amounts.length} amounts for ${currencyCount} currencies`,
      )
    for (const [currency, amount] of amounts.entries()) {
      if (amount < 0n) throw new SumTreeInputError('negativeAmount', `leaf ${index}: ${amount}`)
      if (amount > MAX_UINT256) throw new SumTreeInputError('amountTooLarge', `leaf ${index}: ${amount}`)
      writeUint256(view, index * size + WORD_BYTES * (1 + currency), amount)
    }
    hasher.hashLeaf(
      { bytes: records, offset: index * size },
      { bytes: commitments, offset: index * WORD_BYTES },
    )
    index += 1
  }
  return {
    leafCount: index,
    records: records.subarray(0, index * size),
    commitments: commitments.subarray(0, index * WORD_BYTES),
  }
}

/** The empty leaf: a zero commitment (which no member's commitment can equal) with zero amounts. */
export function emptyLeaf(currencyCount: number, keccak: Keccak256): Uint8Array {
  const leaf = new Uint8Array(recordBytes(currencyCount))
  createSumHasher(currencyCount, keccak).hashLeaf(
    { bytes: leaf, offset: 0 },
    { bytes: new Uint8Array(WORD_BYTES), offset: 0 },
  )
  return leaf
}

/**
 * The level above `below`: each pair's parent, a last odd node paired with the level's empty node
 * (the parent of two empty nodes of the level below).
 */
function parentLevel(
  below: Uint8Array,
  empty: Uint8Array,
  currencyCount: number,
  keccak: Keccak256,
): Uint8Array {
  const size = recordBytes(currencyCount)
  const count = below.length / size
  const above = new Uint8Array(Math.ceil(count / 2) * size)
  const hasher = createSumHasher(currencyCount, keccak)
  for (let parent = 0; parent * 2 < count; parent += 1) {
    const left: RecordAt = { bytes: below, offset: parent * 2 * size }
    const right: RecordAt =
      parent * 2 + 1 < count ? { bytes: below, offset: (parent * 2 + 1) * size } : { bytes: empty, offset: 0 }
    const target: RecordAt = { bytes: above, offset: parent * size }
    if (!addRecordSums(target, left, right, currencyCount))
      throw new SumTreeInputError('totalTooLarge', 'a currency’s total passes 2^256 - 1')
    hasher.hashNode(target, left, right)
  }
  return above
}

/** One level below the root: its records and its empty node, the sibling of a last odd record. */
export type Level = { records: Uint8Array; empty: Uint8Array }

/** The parent of two copies of `empty`: the empty node one level up. */
function emptyParentOf(empty: Uint8Array, currencyCount: number, keccak: Keccak256): Uint8Array {
  const parent = new Uint8Array(recordBytes(currencyCount))
  createSumHasher(currencyCount, keccak).hashNode(
    { bytes: parent, offset: 0 },
    { bytes: empty, offset: 0 },
    { bytes: empty, offset: 0 },
  )
  return parent
}

/**
 * The `height` levels above `bottom` (records of one height, `empty` that height's empty node): each
 * level kept with its empty node, and the top record (the root of the subtree when `bottom` is not empty).
 */
export function buildLevels(
  bottom: Uint8Array,
  empty: Uint8Array,
  height: number,
  currencyCount: number,
  keccak: Keccak256,
) {
  const levels: Level[] = []
  let top = bottom
  let levelEmpty = empty
  for (let level = 0; level < height; level += 1) {
    levels.push({ records: top, empty: levelEmpty })
    top = parentLevel(top, levelEmpty, currencyCount, keccak)
    levelEmpty = emptyParentOf(levelEmpty, currencyCount, keccak)
  }
  return { levels, top, empty: levelEmpty }
}

/** The siblings of the record at `index` of `levels`' bottom, from the bottom up. */
export function siblingsOf(levels: readonly Level[], index: number, currencyCount: number) {
  const size = recordBytes(currencyCount)
  return levels.map((level, height) => {
    const position = Math.floor(index / 2 ** height)
    const sibling = position % 2 === 0 ? position + 1 : position - 1
    const record: RecordAt =
      sibling * size < level.records.length
        ? { bytes: level.records, offset: sibling * size }
        : { bytes: level.empty, offset: 0 }
    return readNode(record, currencyCount)
  })
}

/**
 * Builds the Merkle sum tree of `leaves` (README.md, "Construction"), an array or a stream, a leaf's
 * index being its place in it: padded to a power of two with empty leaves, each level kept as one byte
 * buffer (about 2 × leafCount records of 32 × (1 + currencies) bytes, and 32 bytes per commitment).
 * `currencies` is the order of every leaf's amounts, e.g. ['USDT', 'DPINE'], kept with the tree and
 * in every proof. Throws SumTreeInputError for a negative or too large amount, a wrong amount count,
 * a commitment that is not 32 bytes, or a total that no uint256 holds. `keccak` is the hash primitive
 * (keccak.ts): noble's JavaScript one unless the caller has a faster one.
 */
export function buildSumTree(
  leaves: Iterable<SumLeaf>,
  currencies: readonly string[],
  keccak: Keccak256 = nobleKeccak256,
): SumTree {
  checkCurrencies(currencies)
  const currencyCount = currencies.length
  const size = recordBytes(currencyCount)
  const { leafCount, records, commitments } = hashLeaves(leaves, currencyCount, keccak)
  const depth = treeDepth(leafCount)
  const { levels, top, empty } = buildLevels(
    records,
    emptyLeaf(currencyCount, keccak),
    depth,
    currencyCount,
    keccak,
  )
  // No members: the root is the empty leaf with zero totals.
  const { hash: root, sums: totals } = readNode(
    { bytes: leafCount === 0 ? empty : top, offset: 0 },
    currencyCount,
  )
  const treeCurrencies = [...currencies]

  return {
    currencies: treeCurrencies,
    root,
    totals,
    leafCount,
    depth,
    proofOf(index) {
      if (!Number.isInteger(index) || index < 0 || index >= leafCount)
        throw new RangeError(`no leaf ${index} in a tree of ${leafCount}`)
      const siblings = siblingsOf(levels, index, currencyCount)
      const { sums: amounts } = readNode({ bytes: records, offset: index * size }, currencyCount)
      const memberCommitment = bytesToHex(commitments.subarray(index * WORD_BYTES, (index + 1) * WORD_BYTES))
      return {
        leaf: { memberCommitment, amounts },
        proof: { currencies: treeCurrencies, leafIndex: index, leafCount, siblings, root, totals },
      }
    },
  }
}
