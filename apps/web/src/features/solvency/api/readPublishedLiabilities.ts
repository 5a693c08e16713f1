import { solvencyRegistryAbi } from '@vita/contracts/generated/abi/solvencyRegistry'
import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'

/** What SolvencyRegistry holds for a day: the root and totals members check their proofs against. */
export type PublishedLiabilities = {
  root: Hex
  totals: readonly bigint[]
  /** The registry's currencies, the order of `totals`. */
  currencies: readonly string[]
  reservesBlock: bigint
  publishedAt: bigint
}
/** Null: the registry holds nothing for that day (yet). */
export type ReadPublishedLiabilitiesReturnType = PublishedLiabilities | null

/**
 * SolvencyRegistry.isPublished(day), then liabilitiesOf(day) and currencies(), through the chain's
 * RPC (the app's, then its backup), never through the API: the root a member checks against must not
 * come from the party whose books are checked.
 */
export async function readPublishedLiabilities(
  config: Config,
  { registry, day }: { registry: Address; day: number },
): Promise<ReadPublishedLiabilitiesReturnType> {
  const { readContract } = await import('wagmi/actions')
  const contract = { address: registry, abi: solvencyRegistryAbi } as const
  const published = await readContract(config, { ...contract, functionName: 'isPublished', args: [day] })
  if (!published) return null
  const [entry, currencies] = await Promise.all([
    readContract(config, { ...contract, functionName: 'liabilitiesOf', args: [day] }),
    readContract(config, { ...contract, functionName: 'currencies' }),
  ])
  return {
    root: entry.root,
    totals: entry.totals,
    currencies,
    reservesBlock: entry.reservesBlock,
    publishedAt: entry.publishedAt,
  }
}
