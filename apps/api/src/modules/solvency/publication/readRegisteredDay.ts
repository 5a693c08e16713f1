import type { Hex } from 'viem'
import { solvencyRegistryAbi } from '@vita/contracts/generated/abi/solvencyRegistry'
import type { PublicationContext } from './publicationContext'

export type RegisteredDay = {
  root: Hex
  totals: readonly bigint[]
  reservesBlock: bigint
  /** The timestamp of the block that published it. */
  publishedAt: bigint
}

/** What SolvencyRegistry holds for `day` (yyyymmdd) at the chain's head, or null when it holds nothing. */
export async function readRegisteredDay(
  context: Pick<PublicationContext, 'client' | 'registry'>,
  day: number,
): Promise<RegisteredDay | null> {
  const read = { address: context.registry, abi: solvencyRegistryAbi, args: [day] } as const
  if (!(await context.client.readContract({ ...read, functionName: 'isPublished' }))) return null
  const entry = await context.client.readContract({ ...read, functionName: 'liabilitiesOf' })
  return {
    root: entry.root,
    totals: entry.totals,
    reservesBlock: entry.reservesBlock,
    publishedAt: entry.publishedAt,
  }
}

/** Whether the registry holds exactly this root and these totals. */
export function sameLiabilities(
  registered: RegisteredDay,
  day: { root: string; totals: readonly bigint[] },
): boolean {
  return (
    registered.root.toLowerCase() === day.root.toLowerCase() &&
    registered.totals.length === day.totals.length &&
    registered.totals.every((total, index) => total === day.totals[index])
  )
}
