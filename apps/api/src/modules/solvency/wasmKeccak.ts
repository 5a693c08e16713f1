import { createKeccak } from 'hash-wasm'
import type { Keccak256 } from '@vita/shared/solvency'

async function compileKeccak(): Promise<Keccak256> {
  const hasher = await createKeccak(256)
  return (data) => hasher.init().update(data).digest('binary')
}

let loading: Promise<Keccak256> | undefined

/**
 * The snapshot's, rebuild's and proofs' keccak-256: hash-wasm's WebAssembly one, about ten times
 * noble's JavaScript here (docs/adr/009-wasm-keccak-for-solvency.md). Compiled once per process; every
 * caller shares the one instance. Its state lives from init() to digest(), which one synchronous call
 * runs to the end: no await falls inside a hash, so callers interleaved across awaits cannot mix.
 */
export function loadKeccak(): Promise<Keccak256> {
  loading ??= compileKeccak()
  return loading
}
