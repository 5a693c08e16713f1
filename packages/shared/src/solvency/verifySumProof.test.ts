import { describe, expect, it } from 'vitest'
import { buildSumTree } from './buildSumTree'
import { memberCommitment } from './memberCommitment'
import { MAX_UINT256 } from './sumRecord'
import type { SumLeaf } from './types'
import { verifySumProof } from './verifySumProof'

const CURRENCIES = ['USDT', 'DPINE']
const leafOf = (n: number, amounts: bigint[]): SumLeaf => ({
  memberCommitment: memberCommitment({ salt: `0x${n.toString(16).padStart(64, '0')}`, memberId: `m${n}` }),
  amounts,
})
const leaves = [1, 2, 3, 4, 5].map((n) => leafOf(n, [BigInt(n) * 10n, BigInt(n)]))
const tree = buildSumTree(leaves, CURRENCIES)
const published = { root: tree.root, totals: tree.totals }

describe('verifySumProof', () => {
  it('is included when the leaf and path recompute the given root and totals, hex case aside', () => {
    const member = tree.proofOf(4)
    expect(verifySumProof({ ...member, ...published })).toBe('included')
    expect(
      verifySumProof({
        ...member,
        root: tree.root.toUpperCase().replace('0X', '0x') as typeof tree.root,
        totals: tree.totals,
      }),
    ).toBe('included')
  })

  it('is a root mismatch when a consistent proof belongs to another tree than the one published', () => {
    const member = tree.proofOf(1)
    const otherDay = buildSumTree([...leaves, leafOf(6, [1n, 1n])], CURRENCIES)
    expect(verifySumProof({ ...member, root: otherDay.root, totals: otherDay.totals })).toBe('rootMismatch')
    // A publication whose totals are not the ones its root commits to (understated liabilities).
    const understated = tree.totals.map((total) => total - 1n)
    expect(verifySumProof({ ...member, root: tree.root, totals: understated })).toBe('rootMismatch')
    expect(verifySumProof({ ...member, root: tree.root, totals: [tree.totals[0] ?? 0n] })).toBe(
      'rootMismatch',
    )
  })

  it('is not included when the proof names a root the leaf does not lead to, or cannot be followed', () => {
    const { leaf, proof } = tree.proofOf(2)
    const check = (changes: Partial<typeof proof>, leafChanges: Partial<SumLeaf> = {}) =>
      verifySumProof({ leaf: { ...leaf, ...leafChanges }, proof: { ...proof, ...changes }, ...published })
    expect(check({}, { amounts: [leaf.amounts[0] ?? 0n, 0n] })).toBe('notIncluded')
    expect(check({}, { memberCommitment: leafOf(9, []).memberCommitment })).toBe('notIncluded')
    expect(check({}, { amounts: [-1n, 3n] })).toBe('notIncluded')
    expect(check({}, { amounts: [MAX_UINT256 + 1n, 3n] })).toBe('notIncluded')
    expect(check({}, { amounts: [30n] })).toBe('notIncluded')
    expect(check({}, { memberCommitment: '0x1234' })).toBe('notIncluded')
    expect(check({ leafIndex: 5 })).toBe('notIncluded')
    expect(check({ leafIndex: -1 })).toBe('notIncluded')
    expect(check({ leafCount: 4 })).toBe('notIncluded')
    expect(check({ siblings: proof.siblings.slice(1) })).toBe('notIncluded')
    expect(check({ currencies: [] })).toBe('notIncluded')
    const [first, ...rest] = proof.siblings
    if (!first) throw new Error('a path')
    expect(check({ siblings: [{ ...first, sums: [-1n, 0n] }, ...rest] })).toBe('notIncluded')
    expect(check({ siblings: [{ ...first, sums: [MAX_UINT256, 0n] }, ...rest] })).toBe('notIncluded')
  })
})
