import type { Hex } from 'viem'
import { nobleKeccak256 } from './keccak'
import {
  WORD_BYTES,
  addRecordSums,
  createSumHasher,
  nodeRecord,
  readNode,
  recordBytes,
  treeDepth,
  type RecordAt,
} from './sumRecord'
import type { SumLeaf, SumNode, SumProof } from './types'

export type VerifySumProofParameters = {
  /** The member's own leaf: their commitment and the amounts they expect to be counted. */
  leaf: SumLeaf
  proof: SumProof
  /** The root and totals published for the day (SolvencyRegistry), not the ones the proof carries. */
  root: Hex
  totals: readonly bigint[]
}

/**
 * - `included`: the leaf and the path recompute exactly the given root and totals.
 * - `notIncluded`: they do not recompute the root and totals the proof itself names (the leaf or the
 *   path was altered, the member was left out, or the proof is malformed: a wrong path length, an
 *   index outside the tree, a negative amount or one beyond uint256, a sum that overflows).
 * - `rootMismatch`: they recompute the proof's own root and totals, but those differ from the given
 *   ones: a consistent proof of another tree (another day, or a tree other than the published one), or
 *   a publication whose totals are not the ones its root commits to.
 */
export type SumProofVerdict = 'included' | 'notIncluded' | 'rootMismatch'
export type VerifySumProofReturnType = SumProofVerdict

/** The root node the leaf and the path lead to, or null when the proof cannot be followed. */
function recomputeRoot(leaf: SumLeaf, proof: SumProof): SumNode | null {
  const { currencies, leafIndex, leafCount, siblings } = proof
  const currencyCount = currencies.length
  if (currencyCount === 0 || !Number.isInteger(leafCount) || !Number.isInteger(leafIndex)) return null
  if (leafIndex < 0 || leafIndex >= leafCount || siblings.length !== treeDepth(leafCount)) return null
  // The leaf's record is a node whose hash word holds the commitment until hashLeaf replaces it.
  const leafRecord = nodeRecord({ hash: leaf.memberCommitment, sums: leaf.amounts }, currencyCount)
  if (!leafRecord) return null
  const hasher = createSumHasher(currencyCount, nobleKeccak256)
  hasher.hashLeaf({ bytes: leafRecord, offset: 0 }, { bytes: leafRecord.slice(0, WORD_BYTES), offset: 0 })
  let current: RecordAt = { bytes: leafRecord, offset: 0 }
  for (const [height, sibling] of siblings.entries()) {
    const siblingRecord = nodeRecord(sibling, currencyCount)
    if (!siblingRecord) return null
    const other: RecordAt = { bytes: siblingRecord, offset: 0 }
    const isRight = Math.floor(leafIndex / 2 ** height) % 2 === 1
    const [left, right] = isRight ? [other, current] : [current, other]
    const parent: RecordAt = { bytes: new Uint8Array(recordBytes(currencyCount)), offset: 0 }
    if (!addRecordSums(parent, left, right, currencyCount)) return null
    hasher.hashNode(parent, left, right)
    current = parent
  }
  return readNode(current, currencyCount)
}

const sameNode = (a: SumNode, b: SumNode): boolean =>
  a.hash.toLowerCase() === b.hash.toLowerCase() &&
  a.sums.length === b.sums.length &&
  a.sums.every((sum, currency) => sum === b.sums[currency])

/**
 * Checks a member's leaf against a published root and totals through `proof` (README.md, "A proof
 * and its verdicts"). `included` exactly when the recomputed root equals `root` and the recomputed totals
 * equal `totals`; the two other verdicts say which side is wrong.
 */
export function verifySumProof({ leaf, proof, root, totals }: VerifySumProofParameters): SumProofVerdict {
  const recomputed = recomputeRoot(leaf, proof)
  if (!recomputed || !sameNode(recomputed, { hash: proof.root, sums: proof.totals })) return 'notIncluded'
  if (!sameNode(recomputed, { hash: root, sums: totals })) return 'rootMismatch'
  return 'included'
}
