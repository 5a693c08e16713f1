import { describe, expect, it } from 'vitest'
import { toHex } from 'viem'
import { randomAmount, randomInt, seedFrom, withSeed, type Random } from '../prng'
import { buildSumTree } from './buildSumTree'
import { sumProofFromJson, sumProofToJson } from './proofJson'
import type { MemberSumProof, SumLeaf, SumNode } from './types'
import { verifySumProof, type SumProofVerdict } from './verifySumProof'

const CURRENCIES = ['USDT', 'DPINE']
const MAX_MEMBERS = 200
/** Every size up to 32 (each padding shape of the small trees), then random sizes up to 200, and 200. */
const sizesOf = (random: Random): number[] => [
  ...Array.from({ length: 32 }, (_, i) => i + 1),
  ...Array.from({ length: 40 }, () => randomInt(random, 33, MAX_MEMBERS)),
  MAX_MEMBERS,
]

function randomLeaf(random: Random): SumLeaf {
  const commitment = Array.from({ length: 32 }, () => randomInt(random, 0, 255))
  // Zero balances happen (a member who holds nothing is still a leaf); 2^240 keeps 200 leaves' sums in a uint256.
  const amount = () => (random() < 0.1 ? 0n : randomAmount(random, 1n, 2n ** 240n))
  return { memberCommitment: toHex(Uint8Array.from(commitment)), amounts: [amount(), amount()] }
}

type Tamper = 'leafAmount' | 'siblingSum' | 'droppedMember' | 'siblingOrder' | 'leftRight'

/** The verdict for `member`'s leaf once `tamper` is applied, or null when this tree has no place for it. */
function tampered(
  tamper: Tamper,
  random: Random,
  leaves: SumLeaf[],
  member: number,
  { leaf, proof }: MemberSumProof,
): SumProofVerdict | null {
  const published = { root: proof.root, totals: proof.totals }
  const height = randomInt(random, 0, proof.siblings.length - 1)
  const currency = randomInt(random, 0, CURRENCIES.length - 1)
  const bump = (values: readonly bigint[]) => values.map((value, i) => (i === currency ? value + 1n : value))
  switch (tamper) {
    case 'leafAmount':
      return verifySumProof({ leaf: { ...leaf, amounts: bump(leaf.amounts) }, proof, ...published })
    case 'siblingSum': {
      if (proof.siblings.length === 0) return null
      const siblings = proof.siblings.map((node, h): SumNode =>
        h === height ? { ...node, sums: bump(node.sums) } : node,
      )
      return verifySumProof({ leaf, proof: { ...proof, siblings }, ...published })
    }
    case 'droppedMember': {
      // The operator leaves the member out and shows them another member's path in the smaller tree.
      if (leaves.length === 1) return null
      const without = buildSumTree(
        leaves.filter((_, index) => index !== member),
        CURRENCIES,
      )
      const other = without.proofOf(Math.min(member, without.leafCount - 1)).proof
      return verifySumProof({ leaf, proof: other, root: without.root, totals: without.totals })
    }
    case 'siblingOrder': {
      if (proof.siblings.length < 2) return null
      const siblings = [...proof.siblings]
      const [first, second] = [siblings[height], siblings[(height + 1) % siblings.length]]
      if (!first || !second) return null
      siblings[height] = second
      siblings[(height + 1) % siblings.length] = first
      return verifySumProof({ leaf, proof: { ...proof, siblings }, ...published })
    }
    case 'leftRight': {
      // The leaf and its sibling at one level change sides.
      const leafIndex = proof.leafIndex ^ (1 << height)
      if (proof.siblings.length === 0 || leafIndex >= proof.leafCount) return null
      return verifySumProof({ leaf, proof: { ...proof, leafIndex }, ...published })
    }
  }
}

describe('Merkle sum trees of 1 to 200 random members (seeded; repeat with SOLVENCY_SEED)', () => {
  const seed = seedFrom('SOLVENCY_SEED', 20_260_514)

  it('every leaf verifies, the totals are the sum of the leaves, and every tampering fails', async () => {
    const tampersFailed: Record<Tamper, number> = {
      leafAmount: 0,
      siblingSum: 0,
      droppedMember: 0,
      siblingOrder: 0,
      leftRight: 0,
    }
    await withSeed(
      seed,
      (random) => {
        const sizes = sizesOf(random)
        for (const size of sizes) {
          const leaves = Array.from({ length: size }, () => randomLeaf(random))
          const tree = buildSumTree(leaves, CURRENCIES)
          const expectedTotals = CURRENCIES.map((_, c) =>
            leaves.reduce((sum, leaf) => sum + (leaf.amounts[c] ?? 0n), 0n),
          )
          expect(tree.totals, `totals of ${size} leaves`).toEqual(expectedTotals)
          const published = { root: tree.root, totals: tree.totals }

          leaves.forEach((expected, index) => {
            const member = tree.proofOf(index)
            expect(member.leaf).toEqual(expected)
            expect(verifySumProof({ ...member, ...published }), `leaf ${index} of ${size}`).toBe('included')
          })

          const member = randomInt(random, 0, size - 1)
          const proof = tree.proofOf(member)
          const file = JSON.parse(JSON.stringify(sumProofToJson(proof))) as unknown
          expect(sumProofFromJson(file), `JSON round trip, leaf ${member} of ${size}`).toEqual(proof)
          for (const tamper of Object.keys(tampersFailed) as Tamper[]) {
            const verdict = tampered(tamper, random, leaves, member, proof)
            if (verdict === null) continue
            // The proof still names its own root, so each tampering is caught as 'notIncluded'.
            expect(verdict, `${tamper}, leaf ${member} of ${size}`).toBe('notIncluded')
            tampersFailed[tamper] += 1
          }
        }
      },
      'SOLVENCY_SEED',
    )
    // Every tampering was tried on many trees, or the test proves less than it says.
    for (const [tamper, count] of Object.entries(tampersFailed))
      expect(count, `${tamper} tried only ${count} times (seed ${seed})`).toBeGreaterThan(50)
  })
})
