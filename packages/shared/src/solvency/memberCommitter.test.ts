import { describe, expect, it } from 'vitest'
import { bytesToHex, type Hex } from 'viem'
import { pick, randomInt, seedFrom, withSeed, type Random } from '../prng'
import { memberCommitment } from './memberCommitment'
import { createMemberCommitter } from './memberCommitter'

/** Pieces ids are made of: ASCII, 2-, 3- and 4-byte UTF-8 (surrogate pairs), and lone surrogates. */
const PIECES = ['a', 'Z', '7', '-', ' ', 'é', 'ß', '会', '员', '七', '😀', '𝄞', '\ud800', '\udfff', '\u0000']

function randomSalt(random: Random): Uint8Array {
  return Uint8Array.from({ length: 32 }, () => randomInt(random, 0, 255))
}

function randomMemberId(random: Random): string {
  switch (randomInt(random, 0, 3)) {
    case 0: {
      const hex = bytesToHex(randomSalt(random)).slice(2, 34)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    }
    case 1:
      // Around the word boundaries: 31, 32 and 33 bytes of ASCII, and longer.
      return 'm'.repeat(pick(random, [0, 1, 31, 32, 33, 63, 64, 65, randomInt(random, 66, 300)]))
    default:
      return Array.from({ length: randomInt(random, 0, 60) }, () => pick(random, PIECES)).join('')
  }
}

describe('createMemberCommitter (seeded; repeat with SOLVENCY_SEED)', () => {
  const seed = seedFrom('SOLVENCY_SEED', 20_261_130)

  it('gives memberCommitment’s bytes for random salts and ids, one committer for every call', async () => {
    const commit = createMemberCommitter()
    let longerThanAWord = 0
    let nonAscii = 0
    await withSeed(
      seed,
      (random) => {
        for (let run = 0; run < 3_000; run += 1) {
          const salt = randomSalt(random)
          const memberId = randomMemberId(random)
          const expected = memberCommitment({ salt: bytesToHex(salt), memberId })
          const asBytes = randomInt(random, 0, 1) === 0
          const got = commit(asBytes ? salt : bytesToHex(salt), memberId)
          expect(bytesToHex(got), `salt ${bytesToHex(salt)}, id ${JSON.stringify(memberId)}`).toBe(expected)
          const bytes = new TextEncoder().encode(memberId).length
          if (bytes > 32) longerThanAWord += 1
          if (bytes !== memberId.length) nonAscii += 1
        }
      },
      'SOLVENCY_SEED',
    )
    // The cases the property is about were drawn, not only short ASCII.
    expect(longerThanAWord).toBeGreaterThan(500)
    expect(nonAscii).toBeGreaterThan(500)
  })

  it('leaves nothing of a longer id in the buffer for a shorter one', () => {
    const commit = createMemberCommitter()
    const salt: Hex = `0x${'5a'.repeat(32)}`
    for (const memberId of ['x'.repeat(200), 'short', '会员'.repeat(40), '', '42']) {
      expect(bytesToHex(commit(salt, memberId))).toBe(memberCommitment({ salt, memberId }))
    }
  })

  it('refuses a salt that is not 32 bytes', () => {
    const commit = createMemberCommitter()
    expect(() => commit(new Uint8Array(31), '42')).toThrow(RangeError)
    expect(() => commit('0x1234', '42')).toThrow(RangeError)
  })
})
