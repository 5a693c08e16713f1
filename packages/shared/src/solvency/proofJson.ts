/**
 * A member's proof as a downloadable JSON file: amounts as decimal strings (JSON has no bigint and a
 * uint256 passes 2^53), hashes as 0x hex. `sumProofFromJson` parses an untrusted file back.
 */
import type { Hex } from 'viem'
import { z } from 'zod'
import { SumTreeInputError } from './errors'
import type { MemberSumProof } from './types'

const HASH = /^0x[0-9a-fA-F]{64}$/
const hash = z.custom<Hex>((value) => typeof value === 'string' && HASH.test(value), {
  error: 'expected 32 bytes of 0x hex',
})
/** A non-negative integer without a sign or leading zeros, at most 78 digits (uint256). */
const amounts = z.array(z.string().regex(/^(0|[1-9][0-9]{0,77})$/, { error: 'expected a decimal amount' }))

export const sumProofFileSchema = z.object({
  version: z.literal(1),
  currencies: z.array(z.string()).min(1),
  leafIndex: z.number().int().nonnegative(),
  leafCount: z.number().int().positive(),
  leaf: z.object({ memberCommitment: hash, amounts }),
  siblings: z.array(z.object({ hash, sums: amounts })),
  root: hash,
  totals: amounts,
})
export type SumProofFile = z.infer<typeof sumProofFileSchema>

const decimals = (values: readonly bigint[]) => values.map((value) => value.toString())

export function sumProofToJson({ leaf, proof }: MemberSumProof): SumProofFile {
  return {
    version: 1,
    currencies: [...proof.currencies],
    leafIndex: proof.leafIndex,
    leafCount: proof.leafCount,
    leaf: { memberCommitment: leaf.memberCommitment, amounts: decimals(leaf.amounts) },
    siblings: proof.siblings.map((sibling) => ({ hash: sibling.hash, sums: decimals(sibling.sums) })),
    root: proof.root,
    totals: decimals(proof.totals),
  }
}

/** Parses a proof file (already JSON.parse'd); throws SumTreeInputError('badProofFile') for anything else. */
export function sumProofFromJson(json: unknown): MemberSumProof {
  const parsed = sumProofFileSchema.safeParse(json)
  if (!parsed.success) throw new SumTreeInputError('badProofFile', z.prettifyError(parsed.error))
  const file = parsed.data
  const bigints = (values: readonly string[]) => values.map((value) => BigInt(value))
  return {
    leaf: { memberCommitment: file.leaf.memberCommitment, amounts: bigints(file.leaf.amounts) },
    proof: {
      currencies: file.currencies,
      leafIndex: file.leafIndex,
      leafCount: file.leafCount,
      siblings: file.siblings.map((sibling) => ({ hash: sibling.hash, sums: bigints(sibling.sums) })),
      root: file.root,
      totals: bigints(file.totals),
    },
  }
}
