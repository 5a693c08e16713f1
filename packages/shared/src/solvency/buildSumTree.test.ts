import { describe, expect, it } from 'vitest'
import { encodePacked, keccak256, zeroHash, type Hex } from 'viem'
import { buildSumTree } from './buildSumTree'
import { SumTreeInputError } from './errors'
import { memberCommitment } from './memberCommitment'
import { MAX_UINT256 } from './sumRecord'
import type { SumLeaf } from './types'

const CURRENCIES = ['USDT', 'DPINE']
const salt = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const leafOf = (n: number, amounts: bigint[]): SumLeaf => ({
  memberCommitment: memberCommitment({ salt: salt(n), memberId: `member-${n}` }),
  amounts,
})

// The construction written out with Solidity's abi.encodePacked (uint256[] packs as 32-byte words):
// an independent statement of the encodings, and what a contract recomputing a proof would hash.
type Node = { hash: Hex; sums: bigint[] }
const oracleLeaf = ({ memberCommitment, amounts }: SumLeaf): Node => ({
  hash: keccak256(encodePacked(['bytes1', 'bytes32', 'uint256[]'], ['0x00', memberCommitment, [...amounts]])),
  sums: [...amounts],
})
const oracleNode = (left: Node, right: Node): Node => ({
  hash: keccak256(
    encodePacked(
      ['bytes1', 'bytes32', 'uint256[]', 'bytes32', 'uint256[]'],
      ['0x01', left.hash, left.sums, right.hash, right.sums],
    ),
  ),
  sums: left.sums.map((sum, currency) => sum + (right.sums[currency] ?? 0n)),
})
const oracleEmpty = oracleLeaf({ memberCommitment: zeroHash, amounts: [0n, 0n] })

describe('buildSumTree', () => {
  it('hashes leaves and nodes exactly as written in README.md, padding with the empty leaf', () => {
    const leaves = [leafOf(1, [5n, 7n]), leafOf(2, [0n, 11n]), leafOf(3, [13n, 0n])]
    const tree = buildSumTree(leaves, CURRENCIES)
    const [a, b, c] = leaves.map(oracleLeaf)
    if (!a || !b || !c) throw new Error('three leaves')
    const root = oracleNode(oracleNode(a, b), oracleNode(c, oracleEmpty))
    expect(tree.root).toBe(root.hash)
    expect(tree.totals).toEqual([18n, 18n])
    expect([tree.leafCount, tree.depth]).toEqual([3, 2])
    expect(tree.currencies).toEqual(CURRENCIES)
    const { leaf, proof } = tree.proofOf(2)
    expect(leaf).toEqual(leaves[2])
    expect(proof.siblings).toEqual([oracleEmpty, oracleNode(a, b)])
  })

  it('pads one level further up with the parent of two empty leaves', () => {
    const leaves = [1, 2, 3, 4, 5].map((n) => leafOf(n, [BigInt(n), 1n]))
    const tree = buildSumTree(leaves, CURRENCIES)
    const hashed = leaves.map(oracleLeaf)
    const pair = (i: number) => oracleNode(hashed[i] ?? oracleEmpty, hashed[i + 1] ?? oracleEmpty)
    const emptyPair = oracleNode(oracleEmpty, oracleEmpty)
    // Eight places: leaves 5, 6 and 7 are empty; the empty pair stands for leaves 6 and 7.
    const root = oracleNode(
      oracleNode(pair(0), pair(2)),
      oracleNode(oracleNode(hashed[4] ?? oracleEmpty, oracleEmpty), emptyPair),
    )
    expect(tree.root).toBe(root.hash)
    expect(tree.totals).toEqual([15n, 5n])
  })

  it('makes one member the root itself, and no member the empty leaf', () => {
    const only = leafOf(1, [3n, 4n])
    const one = buildSumTree([only], CURRENCIES)
    expect([one.root, one.totals, one.depth]).toEqual([oracleLeaf(only).hash, [3n, 4n], 0])
    expect(one.proofOf(0).proof.siblings).toEqual([])
    const none = buildSumTree([], CURRENCIES)
    expect([none.root, none.totals, none.leafCount]).toEqual([oracleEmpty.hash, [0n, 0n], 0])
    expect(() => none.proofOf(0)).toThrow(RangeError)
  })

  it('builds the same tree from a stream of leaves as from an array, past its first buffer', () => {
    const leaves = Array.from({ length: 2_500 }, (_, n) => leafOf(n, [BigInt(n), BigInt(n % 7)]))
    function* stream() {
      yield* leaves
    }
    const [fromArray, fromStream] = [buildSumTree(leaves, CURRENCIES), buildSumTree(stream(), CURRENCIES)]
    expect([fromStream.root, fromStream.totals, fromStream.leafCount]).toEqual([
      fromArray.root,
      fromArray.totals,
      2_500,
    ])
    expect(fromStream.proofOf(2_499)).toEqual(fromArray.proofOf(2_499))
  })

  it('refuses negative and oversized amounts, wrong amount counts, bad commitments and currency lists', () => {
    const refused = (leaves: SumLeaf[], currencies = CURRENCIES) => {
      try {
        buildSumTree(leaves, currencies)
      } catch (error) {
        if (error instanceof SumTreeInputError) return error.reason
        throw error
      }
      return 'accepted'
    }
    const good = leafOf(1, [1n, 1n])
    expect(refused([good, leafOf(2, [1n, -1n])])).toBe('negativeAmount')
    expect(refused([leafOf(2, [MAX_UINT256 + 1n, 0n])])).toBe('amountTooLarge')
    expect(refused([leafOf(2, [MAX_UINT256, 0n]), good])).toBe('totalTooLarge')
    expect(refused([leafOf(2, [1n])])).toBe('wrongAmountCount')
    expect(refused([{ ...good, memberCommitment: '0x1234' }])).toBe('badCommitment')
    expect(refused([{ ...good, memberCommitment: `0x${'zz'.repeat(32)}` }])).toBe('badCommitment')
    expect(refused([good], [])).toBe('noCurrencies')
    expect(refused([good], ['USDT', 'USDT'])).toBe('duplicateCurrency')
    expect(refused([leafOf(2, [MAX_UINT256, 0n])])).toBe('accepted')
  })

  it('gives proofs only for leaves in the tree', () => {
    const tree = buildSumTree([leafOf(1, [1n, 2n]), leafOf(2, [3n, 4n])], CURRENCIES)
    for (const index of [-1, 2, 0.5, Number.NaN]) expect(() => tree.proofOf(index)).toThrow(RangeError)
  })
})
