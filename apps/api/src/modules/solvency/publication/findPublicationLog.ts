import type { Hex } from 'viem'
import { solvencyRegistryAbi } from '@vita/contracts/generated/abi/solvencyRegistry'
import type { PublicationContext } from './publicationContext'

/** Blocks read for the log from the first at `publishedAt`: a range every node serves. */
const WINDOW = 32n

export type FindPublicationLogParameters = {
  /** The registry's day (yyyymmdd). */
  day: number
  /** The registry's `publishedAt` for the day: the timestamp of the block that published it. */
  publishedAt: bigint
}

/**
 * The transaction that published a day (its LiabilitiesPublished log): how a day found on the registry
 * without a receipt of ours is recorded. Block timestamps only grow, so the publishing block, the one
 * whose timestamp is the registry's `publishedAt`, is found by bisection from the deployment's first
 * block (~25 block reads), and only the logs of a few blocks from it are asked for: no wide log range,
 * which many nodes refuse. Null when they hold no such log (the chain was reorganised meanwhile: a
 * later run looks again).
 */
export async function findPublicationLog(
  context: Pick<PublicationContext, 'client' | 'registry' | 'fromBlock'>,
  p: FindPublicationLogParameters,
): Promise<{ txHash: Hex; blockNumber: bigint } | null> {
  const timestampOf = async (blockNumber: bigint) =>
    (await context.client.getBlock({ blockNumber })).timestamp
  const head = await context.client.getBlockNumber({ cacheTime: 0 })
  let low = context.fromBlock
  let high = head
  // The first block at or after publishedAt.
  while (low < high) {
    const middle = (low + high) / 2n
    if ((await timestampOf(middle)) < p.publishedAt) low = middle + 1n
    else high = middle
  }
  const logs = await context.client.getContractEvents({
    address: context.registry,
    abi: solvencyRegistryAbi,
    eventName: 'LiabilitiesPublished',
    args: { day: p.day },
    // A few blocks from there: a chain whose blocks may share a timestamp (a dev chain) has the
    // publishing one among the first with it.
    fromBlock: low,
    toBlock: low + WINDOW - 1n < head ? low + WINDOW - 1n : head,
  })
  const log = logs[0]
  return log?.transactionHash && log.blockNumber !== null
    ? { txHash: log.transactionHash, blockNumber: log.blockNumber }
    : null
}
