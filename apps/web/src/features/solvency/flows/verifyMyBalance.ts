/**
 * "Verify my balance" (docs/adr/008-solvency-snapshots.md, packages/shared/src/solvency/README.md): the
 * member's proof from the API, the day's root from the chain, and the verdict worked out here, in the
 * browser. Loaded on the first check (the tree code and keccak256 are not needed to paint the screen).
 */
import type { SolvencyProof } from '@vita/shared/schemas/solvency'
import {
  memberCommitment,
  sumProofFromJson,
  verifySumProof,
  type MemberSumProof,
} from '@vita/shared/solvency'
import { isHex, type Hex } from 'viem'
import type { PublishedLiabilities } from '../api/readPublishedLiabilities'
import { VerificationError } from '../verificationError'

export type VerifyMyBalanceParameters = {
  day: string
  /** The signed-in member's own UUID (their session's), never the one the proof names. */
  memberUuid: string
}

export type VerifyMyBalanceDependencies = {
  fetchProof: (day: string) => Promise<SolvencyProof>
  /** The registry's entry for the day, null when it holds none. */
  readPublished: (day: string) => Promise<PublishedLiabilities | null>
}

export type MemberAmount = { currency: string; amount: bigint }

/**
 * - `included`: the member's leaf (their salt and UUID) and the path lead exactly to the root and
 *   totals the registry holds for the day; `amounts` are what was counted for them.
 * - `notIncluded`: the leaf is not the member's (`notMine`: its commitment is not their salt and
 *   UUID's), or the path does not even lead to the root the proof names (`pathBroken`: altered).
 * - `rootMismatch`: a consistent proof of a tree other than the one on chain.
 * - `unpublished`: the registry holds nothing for the day yet; the proof itself is consistent.
 */
export type BalanceVerdict =
  | { verdict: 'included'; amounts: MemberAmount[]; chainRoot: Hex }
  | { verdict: 'notIncluded'; reason: 'notMine' | 'pathBroken' }
  | { verdict: 'rootMismatch'; proofRoot: Hex; chainRoot: Hex }
  | { verdict: 'unpublished'; proofRoot: Hex }
export type VerifyMyBalanceReturnType = BalanceVerdict
/** HttpError from the proof's request; VerificationError('chainUnreachable') from the registry read. */
export type VerifyMyBalanceErrorType = Error

function parseProof(file: SolvencyProof['file']): MemberSumProof | null {
  try {
    return sumProofFromJson(file)
  } catch {
    return null
  }
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

export async function verifyMyBalance(
  { day, memberUuid }: VerifyMyBalanceParameters,
  { fetchProof, readPublished }: VerifyMyBalanceDependencies,
): Promise<VerifyMyBalanceReturnType> {
  const chainRead = readPublished(day).catch((cause: unknown) => {
    throw cause instanceof VerificationError ? cause : new VerificationError('chainUnreachable', { cause })
  })
  chainRead.catch(() => undefined)
  const proof = await fetchProof(day)
  const published = await chainRead

  const parsed = parseProof(proof.file)
  if (!parsed) return { verdict: 'notIncluded', reason: 'pathBroken' }
  const { leaf, proof: path } = parsed
  // README "A proof and its verdicts": the leaf must be the member's own, by their salt and their id.
  const mine = isHex(proof.salt) ? memberCommitment({ salt: proof.salt, memberId: memberUuid }) : null
  if (mine?.toLowerCase() !== leaf.memberCommitment.toLowerCase())
    return { verdict: 'notIncluded', reason: 'notMine' }
  if (verifySumProof({ leaf, proof: path, root: path.root, totals: path.totals }) !== 'included')
    return { verdict: 'notIncluded', reason: 'pathBroken' }
  if (!published) return { verdict: 'unpublished', proofRoot: path.root }

  const verdict = verifySumProof({ leaf, proof: path, root: published.root, totals: published.totals })
  // The root commits to the amounts, not to their names: the registry's currency order names them.
  if (verdict !== 'included' || !sameList(path.currencies, published.currencies))
    return { verdict: 'rootMismatch', proofRoot: path.root, chainRoot: published.root }
  return {
    verdict: 'included',
    amounts: path.currencies.map((currency, index) => ({ currency, amount: leaf.amounts[index] ?? 0n })),
    chainRoot: published.root,
  }
}
