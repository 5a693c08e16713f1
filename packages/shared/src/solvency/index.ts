/**
 * Proof of solvency, the liabilities side (README.md): a Merkle sum tree over every member's balances,
 * built by the API, its root and totals published on chain (SolvencyRegistry), each member's proof
 * checked in the browser. Invariants (sumTree.property.test.ts): every leaf verifies, the root's totals
 * are the sum of the leaves, and an altered amount, sibling sum, sibling order or left-out member fails.
 */
export * from './types'
export * from './errors'
export { nobleKeccak256, type Keccak256 } from './keccak'
export { memberCommitment, type MemberCommitmentParameters } from './memberCommitment'
export { createMemberCommitter, type MemberCommitter } from './memberCommitter'
export {
  buildSumTree,
  type SumTree,
  type BuildSumTreeReturnType,
  type BuildSumTreeErrorType,
} from './buildSumTree'
export {
  verifySumProof,
  type VerifySumProofParameters,
  type VerifySumProofReturnType,
  type SumProofVerdict,
} from './verifySumProof'
export { sumProofToJson, sumProofFromJson, sumProofFileSchema, type SumProofFile } from './proofJson'
export {
  CHUNK_HEIGHT,
  CHUNK_LEAVES,
  chunkRecord,
  chunkTop,
  chunkedProofOf,
  chunkedRoot,
  type ChunkTop,
  type ChunkTopParameters,
  type ChunkedProofParameters,
} from './chunkedTree'
export { registryDay } from './registryDay'
