import { createRequire } from 'node:module'
import { recover as recoverWithWasm } from 'tiny-secp256k1'

/**
 * secp256k1 public-key recovery for the sign-in hot path: libsecp256k1 through the `secp256k1`
 * package's native N-API binding (prebuilt for linux-x64, darwin-arm64 and win32-x64, ~0.07 ms),
 * else the same library compiled to WASM (`tiny-secp256k1`, ~0.35 ms). Both refuse what libsecp256k1
 * refuses; this returns the uncompressed 65-byte key, or null for a signature that recovers nothing.
 */
export type RecoverPublicKey = (
  hash: Uint8Array,
  signature64: Uint8Array,
  recoveryId: 0 | 1,
) => Uint8Array | null

type NativeSecp256k1 = {
  ecdsaRecover(signature: Uint8Array, recid: number, message: Uint8Array, compressed: boolean): Uint8Array
}

export function loadNativeRecover(): RecoverPublicKey | undefined {
  try {
    // `secp256k1/bindings` throws where no native build loads (its index would fall back to elliptic.js).
    const native = createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1
    return (hash, signature64, recoveryId) => {
      try {
        return native.ecdsaRecover(signature64, recoveryId, hash, false)
      } catch {
        return null
      }
    }
  } catch {
    return undefined
  }
}

export const recoverWasm: RecoverPublicKey = (hash, signature64, recoveryId) => {
  try {
    return recoverWithWasm(hash, signature64, recoveryId, false)
  } catch {
    return null
  }
}

const nativeRecover = loadNativeRecover()
export const recoverPublicKey: RecoverPublicKey = nativeRecover ?? recoverWasm
export const secp256k1Backend: 'native' | 'wasm' = nativeRecover ? 'native' : 'wasm'
