import { describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { recoverMessageAddress, type Hex } from 'viem'
import { seedFrom, withSeed, type Random } from '@vita/shared/prng'
import {
  canonicalSignatureHex,
  recoverPersonalSignature,
  recoverPersonalSigner,
} from './recoverPersonalSigner'
import { loadNativeRecover, recoverWasm, type RecoverPublicKey } from './secp256k1Recover'

const nativeRecover = loadNativeRecover()
// The prebuilds cover linux-x64 (CI, production), darwin-arm64 and win32-x64; elsewhere only WASM runs.
const hasPrebuild = ['linux-x64', 'darwin-arm64', 'win32-x64'].includes(`${process.platform}-${process.arch}`)
const SEED = seedFrom('RECOVER_SEED', 0x5ec9_256)

const randomBytesFrom = (random: Random, length: number) =>
  Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)))

describe('secp256k1 backends', () => {
  it.runIf(hasPrebuild)(
    'loads the native binding where a prebuild exists (linux-x64: CI and production)',
    () => {
      expect(nativeRecover).toBeDefined()
    },
  )

  // Skipped (and reported as skipped) only where no native binding can load.
  it.runIf(nativeRecover !== undefined)(
    'native and WASM recover the same key, or both nothing, for seeded random signatures',
    async () => {
      const recoverNative = nativeRecover
      if (!recoverNative) throw new Error('unreachable: the test runs only with the native binding')
      await withSeed(
        SEED,
        (random) => {
          for (let i = 0; i < 200; i++) {
            const hash = randomBytesFrom(random, 32)
            const signature = randomBytesFrom(random, 64)
            // Some with r or s at or above the curve order (invalid), most in range.
            if (i % 10 === 0) signature.fill(0xff, 0, 32)
            const recoveryId = (i % 2) as 0 | 1
            const fromNative = recoverNative(hash, signature, recoveryId)
            const fromWasm = recoverWasm(hash, signature, recoveryId)
            expect(fromNative && Buffer.from(fromNative).toString('hex')).toBe(
              fromWasm && Buffer.from(fromWasm).toString('hex'),
            )
          }
        },
        'RECOVER_SEED',
      )
    },
  )
})

const backends: [string, RecoverPublicKey | undefined][] = [
  ['native', nativeRecover],
  ['wasm', recoverWasm],
]

describe.each(backends)('recoverPersonalSigner (%s)', (_name, recover) => {
  it.skipIf(!recover)('agrees with viem on valid signatures (v = 27/28 and 0/1)', async () => {
    for (let i = 0; i < 20; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `message ${i} 签名`
      const signature = await account.signMessage({ message })
      expect(recoverPersonalSigner(message, signature, recover)).toBe(account.address)
      expect(await recoverMessageAddress({ message, signature })).toBe(account.address)
      const v = Number.parseInt(signature.slice(-2), 16)
      const compact: Hex = `0x${signature.slice(2, -2)}${(v - 27).toString(16).padStart(2, '0')}`
      expect(recoverPersonalSigner(message, compact, recover)).toBe(account.address)
      expect(recoverPersonalSigner(`${message}!`, signature, recover)).not.toBe(account.address)
    }
  })

  it.skipIf(!recover)('returns null for malformed signatures', () => {
    expect(recoverPersonalSigner('m', '0x1234', recover)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'00'.repeat(65)}`, recover)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'ff'.repeat(64)}1b`, recover)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'11'.repeat(64)}05`, recover)).toBeNull()
    expect(recoverPersonalSigner('m', `0x${'zz'.repeat(64)}1b`, recover)).toBeNull()
  })
})

/** secp256k1's group order. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The malleated twin of a signature: (r, n − s, the other v), valid for the same signer (EIP-2). */
function highS(signature: Hex): Hex {
  const r = signature.slice(2, 66)
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return `0x${r}${(N - s).toString(16).padStart(64, '0')}${(27 + ((v - 27) ^ 1)).toString(16).padStart(2, '0')}`
}

describe.each(backends)('high-s signatures (%s)', (_name, recover) => {
  it.skipIf(!recover)(
    'a high-s twin recovers the same signer and normalises to the low-s signature the wallet made',
    async () => {
      for (let i = 0; i < 10; i++) {
        const account = privateKeyToAccount(generatePrivateKey())
        const message = `sign in ${i}`
        const signature = await account.signMessage({ message })
        const twin = highS(signature)
        expect(twin).not.toBe(signature)
        const recovered = recoverPersonalSignature(message, twin, recover)
        expect(recovered).toEqual({ signer: account.address.toLowerCase(), signature })
        expect(recoverPersonalSigner(message, twin, recover)).toBe(account.address)
        expect(canonicalSignatureHex(twin)).toBe(signature)
        expect(canonicalSignatureHex(signature)).toBe(signature)
        // v as 0/1 is written back as 27/28.
        const compact: Hex = `0x${signature.slice(2, -2)}${(Number.parseInt(signature.slice(-2), 16) - 27).toString(16).padStart(2, '0')}`
        expect(canonicalSignatureHex(compact)).toBe(signature)
      }
    },
  )

  it.skipIf(!recover)('refuses r or s of zero or at least the group order', () => {
    const r = '11'.repeat(32)
    const order = N.toString(16)
    for (const signature of [
      `0x${'00'.repeat(32)}${r}1b`,
      `0x${r}${'00'.repeat(32)}1b`,
      `0x${order}${r}1b`,
      `0x${r}${order}1b`,
    ] as Hex[]) {
      expect(canonicalSignatureHex(signature)).toBeNull()
      expect(recoverPersonalSignature('m', signature, recover)).toBeNull()
    }
  })
})
