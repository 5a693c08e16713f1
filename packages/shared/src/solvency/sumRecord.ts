/**
 * The byte layout of the Merkle sum tree, used alike by building and verifying (README.md,
 * "Construction"). A record is one node as it is hashed and stored: its hash (32 bytes), then its sum
 * per currency as a big-endian uint256 (32 bytes each). Two sibling records side by side are exactly
 * what their parent hashes after the domain byte, so a level of the tree is one Uint8Array of records.
 */
import { bytesToHex } from 'viem'
import type { Keccak256 } from './keccak'
import type { SumNode } from './types'

export const WORD_BYTES = 32
/** Domain byte of a leaf's preimage: a leaf can never be read as a node, nor a node as a leaf. */
export const LEAF_DOMAIN = 0x00
/** Domain byte of an inner node's preimage. */
export const NODE_DOMAIN = 0x01
export const MAX_UINT256 = (1n << 256n) - 1n

/** Bytes of one record: the hash and one uint256 per currency. */
export const recordBytes = (currencyCount: number): number => WORD_BYTES * (1 + currencyCount)

/** Levels between the leaves and the root: ceil(log2(leafCount)), 0 for one leaf or none. */
export function treeDepth(leafCount: number): number {
  let depth = 0
  while (2 ** depth < leafCount) depth += 1
  return depth
}

export const isUint256 = (value: bigint): boolean => value >= 0n && value <= MAX_UINT256

const MASK_64 = (1n << 64n) - 1n

/** Writes `value` (0 ≤ value ≤ MAX_UINT256, checked by the caller) as 32 big-endian bytes at `offset`. */
export function writeUint256(view: DataView, offset: number, value: bigint): void {
  view.setBigUint64(offset, value >> 192n)
  view.setBigUint64(offset + 8, (value >> 128n) & MASK_64)
  view.setBigUint64(offset + 16, (value >> 64n) & MASK_64)
  view.setBigUint64(offset + 24, value & MASK_64)
}

export function readUint256(view: DataView, offset: number): bigint {
  return (
    (view.getBigUint64(offset) << 192n) |
    (view.getBigUint64(offset + 8) << 128n) |
    (view.getBigUint64(offset + 16) << 64n) |
    view.getBigUint64(offset + 24)
  )
}

/** Where a record is: a buffer of records and the record's byte offset in it. */
export type RecordAt = { bytes: Uint8Array; offset: number }

/**
 * Writes into `target`'s record the sums of the `left` and `right` records, one uint256 per currency
 * after the hash word. Returns false when a sum passes 2^256 - 1 (what no uint256 on chain could hold).
 */
export function addRecordSums(
  target: RecordAt,
  left: RecordAt,
  right: RecordAt,
  currencyCount: number,
): boolean {
  const end = WORD_BYTES * (1 + currencyCount)
  for (let word = end - WORD_BYTES; word >= WORD_BYTES; word -= WORD_BYTES) {
    let carry = 0
    for (let byte = WORD_BYTES - 1; byte >= 0; byte -= 1) {
      const at = word + byte
      const sum = (left.bytes[left.offset + at] ?? 0) + (right.bytes[right.offset + at] ?? 0) + carry
      target.bytes[target.offset + at] = sum & 0xff
      carry = sum >>> 8
    }
    if (carry !== 0) return false
  }
  return true
}

/**
 * Hashing with one reusable preimage buffer per tree shape: building a million leaves allocates no
 * preimage per hash. `keccak` is the primitive only (keccak.ts); the preimages are this file's.
 */
export type SumHasher = {
  /**
   * keccak256(0x00 ‖ commitment ‖ amounts) into the hash word of `record`, which holds the amounts
   * after it; `commitment` is the 32 bytes at that offset.
   */
  hashLeaf(record: RecordAt, commitment: RecordAt): void
  /** keccak256(0x01 ‖ left record ‖ right record) into the hash word of `target`'s record. */
  hashNode(target: RecordAt, left: RecordAt, right: RecordAt): void
}

export function createSumHasher(currencyCount: number, keccak: Keccak256): SumHasher {
  const size = recordBytes(currencyCount)
  const leafPreimage = new Uint8Array(1 + size)
  leafPreimage[0] = LEAF_DOMAIN
  const nodePreimage = new Uint8Array(1 + 2 * size)
  nodePreimage[0] = NODE_DOMAIN
  return {
    hashLeaf(record, commitment) {
      leafPreimage.set(commitment.bytes.subarray(commitment.offset, commitment.offset + WORD_BYTES), 1)
      leafPreimage.set(
        record.bytes.subarray(record.offset + WORD_BYTES, record.offset + size),
        1 + WORD_BYTES,
      )
      record.bytes.set(keccak(leafPreimage), record.offset)
    },
    hashNode(target, left, right) {
      nodePreimage.set(left.bytes.subarray(left.offset, left.offset + size), 1)
      nodePreimage.set(right.bytes.subarray(right.offset, right.offset + size), 1 + size)
      target.bytes.set(keccak(nodePreimage), target.offset)
    },
  }
}

const HEX_DIGITS = new Int8Array(128).fill(-1)
for (let digit = 0; digit < 16; digit += 1) {
  const text = digit.toString(16)
  HEX_DIGITS[text.charCodeAt(0)] = digit
  HEX_DIGITS[text.toUpperCase().charCodeAt(0)] = digit
}

/**
 * Writes a 0x-prefixed 32-byte hex string into `target` at `offset`, without allocating (a million
 * commitments are decoded per tree). Returns false for anything that is not 32 bytes of hex.
 */
export function writeHash(target: Uint8Array, offset: number, hex: string): boolean {
  if (hex.length !== 2 + 2 * WORD_BYTES || hex[0] !== '0' || (hex[1] !== 'x' && hex[1] !== 'X')) return false
  for (let byte = 0; byte < WORD_BYTES; byte += 1) {
    const high = HEX_DIGITS[hex.charCodeAt(2 + 2 * byte)] ?? -1
    const low = HEX_DIGITS[hex.charCodeAt(3 + 2 * byte)] ?? -1
    if (high < 0 || low < 0) return false
    target[offset + byte] = (high << 4) | low
  }
  return true
}

/** A node as a proof shows it: the record's hash and sums. */
export function readNode({ bytes, offset }: RecordAt, currencyCount: number): SumNode {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const sums = Array.from({ length: currencyCount }, (_, currency) =>
    readUint256(view, offset + WORD_BYTES * (1 + currency)),
  )
  return { hash: bytesToHex(bytes.subarray(offset, offset + WORD_BYTES)), sums }
}

/** A proof's node as a record, or null when its hash is not 32 bytes or a sum is not a uint256. */
export function nodeRecord(node: SumNode, currencyCount: number): Uint8Array | null {
  if (node.sums.length !== currencyCount || !node.sums.every(isUint256)) return null
  const bytes = new Uint8Array(recordBytes(currencyCount))
  if (!writeHash(bytes, 0, node.hash)) return null
  const view = new DataView(bytes.buffer)
  node.sums.forEach((sum, currency) => writeUint256(view, WORD_BYTES * (1 + currency), sum))
  return bytes
}
