import { keccak_256 } from '@noble/hashes/sha3'
import { describe, expect, it, vi } from 'vitest'
import { keccak256, toHex } from 'viem'
import { CHUNK_LEAVES } from './chunkedTree'
import { nobleKeccak256, type Keccak256 } from './keccak'
import { createMemberCommitter } from './memberCommitter'
import { hashedTree } from './sumTreeTesting'
import type { SumLeaf } from './types'

// The default, counted: a hash that does not go through the keccak given shows up here.
vi.mock('./keccak', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./keccak')>()
  return { ...actual, nobleKeccak256: vi.fn(actual.nobleKeccak256) }
})

const CURRENCIES = ['USDT', 'DPINE']

function leavesOf(count: number): SumLeaf[] {
  return Array.from({ length: count }, (_, i) => ({
    memberCommitment: keccak256(toHex(`member-${i}`)),
    amounts: [BigInt(i * 7919) * 10n ** 15n, BigInt(i % 3 === 0 ? 0 : i * 13)],
  }))
}

/** A few members' commitments, the tree and its chunks, all hashed with `keccak`. */
function everything(leaves: readonly SumLeaf[], keccak?: Keccak256) {
  const commit = createMemberCommitter(keccak)
  const commitments = ['', 'm', '0b1c2d3e-0000-4000-8000-000000000001', '会员'.repeat(20)].map((id) =>
    toHex(commit(new Uint8Array(32).fill(7), id)),
  )
  return { commitments, ...hashedTree(leaves, CURRENCIES, keccak) }
}

describe('the keccak primitive', () => {
  // 1 and 2: shallower than a chunk; 3 × 64 + 5: a padded last chunk and padded levels above.
  it.each([1, 2, 3 * CHUNK_LEAVES + 5])(
    'with %i leaves, every hash goes through the keccak given, with the default’s bytes',
    (count) => {
      const leaves = leavesOf(count)
      const byDefault = everything(leaves)
      expect(nobleKeccak256).toHaveBeenCalled()
      vi.mocked(nobleKeccak256).mockClear()

      const given = vi.fn((data: Uint8Array) => keccak_256(data))
      expect(everything(leaves, given)).toEqual(byDefault)
      expect(given).toHaveBeenCalled()
      expect(nobleKeccak256).not.toHaveBeenCalled()
    },
  )
})
