import { getAddress, hashMessage, hexToBytes, keccak256, toHex, type Address, type Hex } from 'viem'
import { recoverPublicKey, type RecoverPublicKey } from './secp256k1Recover'

/** The secp256k1 group order. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const HALF_N = N >> 1n

const toBigInt = (bytes: Uint8Array) => BigInt(toHex(bytes))
const to32Bytes = (value: bigint) => hexToBytes(`0x${value.toString(16).padStart(64, '0')}`)

/**
 * A 65-byte signature (r ‖ s ‖ v) in canonical form, as EIP-2 requires of transactions: for every
 * signature (r, s, v) the signature (r, n − s, v ⊕ 1) is just as valid for the same signer, so a high
 * s is replaced by n − s and v flipped; v is written 27/28. Null when malformed (length, hex, v, r or s
 * out of range). Whoever stores or compares signatures (a replay list) keeps this form, so the twin of
 * a used signature is recognised as the same one.
 */
export function canonicalSignature(signature: Hex): { bytes: Uint8Array; recoveryId: 0 | 1 } | null {
  if (signature.length !== 132) return null
  let bytes: Uint8Array
  try {
    bytes = hexToBytes(signature)
  } catch {
    return null
  }
  const v = bytes[64] ?? 0
  const recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return null
  const r = toBigInt(bytes.subarray(0, 32))
  const s = toBigInt(bytes.subarray(32, 64))
  if (r === 0n || r >= N || s === 0n || s >= N) return null
  if (s <= HALF_N) {
    const canonical = bytes.slice()
    canonical[64] = 27 + recoveryId
    return { bytes: canonical, recoveryId }
  }
  const flipped = (recoveryId ^ 1) as 0 | 1
  const canonical = new Uint8Array(65)
  canonical.set(bytes.subarray(0, 32), 0)
  canonical.set(to32Bytes(N - s), 32)
  canonical[64] = 27 + flipped
  return { bytes: canonical, recoveryId: flipped }
}

/** The canonical (low-s, v = 27/28) hex form of a signature, or null when malformed. */
export function canonicalSignatureHex(signature: Hex): Hex | null {
  const canonical = canonicalSignature(signature)
  return canonical && toHex(canonical.bytes)
}

function recoverCanonical(
  message: string,
  canonical: { bytes: Uint8Array; recoveryId: 0 | 1 },
  recover: RecoverPublicKey,
): Hex | null {
  const hash = hexToBytes(hashMessage(message))
  const publicKey = recover(hash, canonical.bytes.subarray(0, 64), canonical.recoveryId)
  if (!publicKey || publicKey.length !== 65) return null
  return `0x${keccak256(publicKey.subarray(1)).slice(-40)}`
}

/**
 * The address that personal_sign'ed `message` with a 65-byte signature, in lower case (for comparing
 * with a known address, as the sign-in does: one keccak less than the checksum), and the signature in
 * canonical form; or null. libsecp256k1 (native, else WASM) recovers in 0.07–0.35 ms where the
 * pure-JS path takes ~5 ms: this is the sign-in hot path.
 */
export function recoverPersonalSignature(
  message: string,
  signature: Hex,
  recover: RecoverPublicKey = recoverPublicKey,
): { signer: Hex; signature: Hex } | null {
  const canonical = canonicalSignature(signature)
  const signer = canonical && recoverCanonical(message, canonical, recover)
  return canonical && signer ? { signer, signature: toHex(canonical.bytes) } : null
}

/** The checksummed address that personal_sign'ed `message`, or null (see recoverPersonalSignature). */
export function recoverPersonalSigner(
  message: string,
  signature: Hex,
  recover: RecoverPublicKey = recoverPublicKey,
): Address | null {
  const signer = recoverPersonalSignerLowercase(message, signature, recover)
  return signer && getAddress(signer)
}

/** The signer's address in lower case (see recoverPersonalSignature), or null. */
export function recoverPersonalSignerLowercase(
  message: string,
  signature: Hex,
  recover: RecoverPublicKey = recoverPublicKey,
): Hex | null {
  const canonical = canonicalSignature(signature)
  return canonical && recoverCanonical(message, canonical, recover)
}
