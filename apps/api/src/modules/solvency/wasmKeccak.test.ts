import { describe, expect, it } from 'vitest'
import { bytesToHex, type Hex } from 'viem'
import { randomAmount, randomInt, seedFrom, withSeed, type Random } from '@vita/shared/prng'
import { CHUNK_LEAVES, createMemberCommitter, nobleKeccak256, type SumLeaf } from '@vita/shared/solvency'
import { hashedTree } from '@vita/shared/solvency/sumTreeTesting'
import { loadKeccak } from './wasmKeccak'

const CURRENCIES = ['USDT', 'DPINE']
const seed = seedFrom('SOLVENCY_SEED', 20_261_130)

const randomBytes = (random: Random, length: number) =>
  Uint8Array.from({ length }, () => randomInt(random, 0, 255))

function randomLeaves(random: Random, count: number): SumLeaf[] {
  return Array.from({ length: count }, () => ({
    memberCommitment: bytesToHex(randomBytes(random, 32)),
    amounts: CURRENCIES.map(() =>
      randomInt(random, 0, 3) === 0 ? 0n : randomAmount(random, 1n, 10n ** 30n),
    ),
  }))
}

describe('the WebAssembly keccak (seeded; repeat with SOLVENCY_SEED)', () => {
  it('gives noble’s bytes for random inputs of every length from 0 to 300, views included', async () => {
    const keccak = await loadKeccak()
    await withSeed(
      seed,
      (random) => {
        for (let length = 0; length <= 300; length += 1)
          for (let run = 0; run < 5; run += 1) {
            // A view into a larger buffer, at an odd offset too: what the committer passes.
            const offset = randomInt(random, 0, 3)
            const data = randomBytes(random, offset + length + randomInt(random, 0, 3)).subarray(
              offset,
              offset + length,
            )
            expect(bytesToHex(keccak(data)), `${length} bytes: ${bytesToHex(data)}`).toBe(
              bytesToHex(nobleKeccak256(data)),
            )
          }
      },
      'SOLVENCY_SEED',
    )
  })

  it('is compiled once per process', async () => {
    expect(await loadKeccak()).toBe(await loadKeccak())
  })

  it('builds the default’s commitments, root, totals, chunk records and proofs', async () => {
    const wasm = await loadKeccak()
    await withSeed(
      seed,
      (random) => {
        // Inside one chunk, a padded last chunk, and past a power of two of chunks.
        for (const count of [1, 2, 37, 2 * CHUNK_LEAVES + 9, 4 * CHUNK_LEAVES + 1]) {
          const leaves = randomLeaves(random, count)
          expect(hashedTree(leaves, CURRENCIES, wasm), `${count} leaves`).toEqual(
            hashedTree(leaves, CURRENCIES),
          )
        }
        const [byWasm, byNoble] = [createMemberCommitter(wasm), createMemberCommitter()]
        for (let run = 0; run < 500; run += 1) {
          const salt = randomBytes(random, 32)
          const memberId = bytesToHex(randomBytes(random, randomInt(random, 0, 100)))
          expect(bytesToHex(byWasm(salt, memberId))).toBe(bytesToHex(byNoble(salt, memberId)))
        }
      },
      'SOLVENCY_SEED',
    )
  })

  it('gives each caller its own hashes when callers interleave across awaits', async () => {
    const keccak = await loadKeccak()
    const caller = async (name: string): Promise<Hex[]> => {
      const hashes: Hex[] = []
      for (let step = 0; step < 50; step += 1) {
        hashes.push(bytesToHex(keccak(new TextEncoder().encode(`${name}-${step}`))))
        await new Promise((resolve) => setImmediate(resolve))
      }
      return hashes
    }
    const results = await Promise.all(['a', 'b', 'c'].map(caller))
    for (const [index, name] of ['a', 'b', 'c'].entries())
      expect(results[index]).toEqual(
        Array.from({ length: 50 }, (_, step) =>
          bytesToHex(nobleKeccak256(new TextEncoder().encode(`${name}-${step}`))),
        ),
      )
  })
})
