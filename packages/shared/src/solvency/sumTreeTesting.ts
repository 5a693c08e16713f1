/** Test support: the tree's hashes, to compare two keccak primitives (keccak.test.ts, the API's wasmKeccak.test.ts). */
import { buildSumTree } from './buildSumTree'
import { CHUNK_LEAVES, chunkedProofOf, chunkedRoot, chunkRecord, chunkTop } from './chunkedTree'
import type { Keccak256 } from './keccak'
import type { SumLeaf } from './types'

/**
 * Everything the tree's code hashes for `leaves`, with `keccak` (noble's when absent): the whole tree's
 * root, totals and every proof, and the same tree cut into chunks (their records, the root, every proof).
 */
export function hashedTree(leaves: readonly SumLeaf[], currencies: readonly string[], keccak?: Keccak256) {
  const tree = buildSumTree(leaves, currencies, keccak)
  const chunks = Array.from({ length: Math.ceil(leaves.length / CHUNK_LEAVES) }, (_, c) =>
    leaves.slice(c * CHUNK_LEAVES, (c + 1) * CHUNK_LEAVES),
  )
  const chunkRecords = chunks.map((chunk) => chunkRecord(chunk, currencies, keccak))
  const parameters = { currencies, leafCount: leaves.length, chunkRecords, keccak }
  const top = chunkTop(parameters)
  return {
    root: tree.root,
    totals: tree.totals,
    chunkRecords,
    chunkedRoot: chunkedRoot({ ...parameters, firstChunkLeaves: chunks[0] ?? [] }),
    proofs: leaves.map((_, i) => tree.proofOf(i)),
    chunkedProofs: leaves.map((_, i) =>
      chunkedProofOf({
        top,
        chunkIndex: Math.floor(i / CHUNK_LEAVES),
        chunkLeaves: chunks[Math.floor(i / CHUNK_LEAVES)] ?? [],
        indexInChunk: i % CHUNK_LEAVES,
        keccak,
      }),
    ),
  }
}
