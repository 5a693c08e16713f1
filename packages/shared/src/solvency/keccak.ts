import { keccak_256 } from '@noble/hashes/sha3'

/**
 * keccak-256 of `data`: 32 new bytes. The one primitive every hash of the tree and the commitments goes
 * through; the rules around it (preimages, domain bytes) exist once and take the primitive as given.
 */
export type Keccak256 = (data: Uint8Array) => Uint8Array

/**
 * The default: `@noble/hashes`' JavaScript keccak (what viem uses underneath), which runs everywhere,
 * the browser included. The API passes a faster one to its snapshot, rebuild and proofs
 * (docs/adr/009-wasm-keccak-for-solvency.md).
 */
export const nobleKeccak256: Keccak256 = keccak_256
