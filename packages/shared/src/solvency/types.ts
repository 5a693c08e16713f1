import type { Hex } from 'viem'

/** One member's leaf: their commitment (memberCommitment.ts) and their amount per currency, in the tree's currency order. */
export type SumLeaf = { memberCommitment: Hex; amounts: readonly bigint[] }

/** A node seen from a proof: its hash and its sum per currency. */
export type SumNode = { hash: Hex; sums: readonly bigint[] }

/**
 * The path from one leaf to the root, and the root and totals of the tree it was cut from. The leaf
 * itself travels beside it (verifySumProof takes both), so a member checks their own amounts.
 */
export type SumProof = {
  /** The tree's currencies: the order of every amounts and sums list. */
  currencies: readonly string[]
  /** The leaf's position: bit l says whether the leaf's subtree is the right child at level l. */
  leafIndex: number
  /** Members in the tree; the path has ceil(log2(leafCount)) siblings (the tree is padded). */
  leafCount: number
  /** The sibling at each level, from the leaf's up to the root's children. */
  siblings: readonly SumNode[]
  root: Hex
  totals: readonly bigint[]
}

/** What a member downloads: their leaf and its proof. */
export type MemberSumProof = { leaf: SumLeaf; proof: SumProof }
