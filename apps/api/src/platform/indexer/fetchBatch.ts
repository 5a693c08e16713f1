import { toEventSelector, type Address, type Hex } from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { ChainClient } from '../chain/clients'
import type { LogBatch, RoutedLog } from './applyBatch'
import type { Checkpoint } from './checkpoint'
import { IndexerConfigError, ReorgDuringFetchError } from './errors'
import { eventKey, type ContractName, type HandlerRegistry } from './registry'
import { canonicalHash } from './rewind'

type Sources = {
  chainId: number
  client: ChainClient
  registry: HandlerRegistry
  deployment: Pick<Deployment, 'contracts'>
}

export type Routing = {
  addresses: Address[]
  byAddress: Map<string, ContractName>
  abiItems: RoutedLog['event']['abiItem'][]
}

/** Which addresses and events to ask the node for, and which handler each log goes to. */
export function routeSources({ registry, deployment }: Pick<Sources, 'registry' | 'deployment'>): Routing {
  const byAddress = new Map<string, ContractName>()
  for (const event of registry.events.values()) {
    const address = deployment.contracts[event.contract]
    if (!address) throw new IndexerConfigError(`the deployment has no ${event.contract} contract to index`)
    byAddress.set(address.toLowerCase(), event.contract)
  }
  const abiItems = [
    ...new Map([...registry.events.values()].map((e) => [toEventSelector(e.abiItem), e.abiItem])).values(),
  ]
  return { addresses: [...byAddress.keys()] as Address[], byAddress, abiItems }
}

/**
 * Reads the logs of blocks fromBlock..toBlock (the checkpoint is fromBlock − 1), decoded and routed,
 * with block hashes and times. Both ends are re-checked after eth_getLogs, so a batch never mixes
 * two branches of a reorg (ReorgDuringFetchError; the next pass rewinds).
 */
export async function fetchBatch(
  parameters: Sources,
  routing: Routing,
  checkpoint: Checkpoint,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<LogBatch> {
  const { client, registry } = parameters
  const to = await client.getBlock({ blockNumber: toBlock })
  const logs = await client.getLogs({
    address: routing.addresses,
    events: routing.abiItems,
    fromBlock,
    toBlock,
  })
  // Both ends must be unchanged after the fetch, or the logs may mix two branches.
  const [toHash, checkpointHash] = await Promise.all([
    canonicalHash(client, toBlock),
    canonicalHash(client, checkpoint.blockNumber),
  ])
  if (toHash !== to.hash || checkpointHash !== checkpoint.blockHash) throw new ReorgDuringFetchError(toBlock)

  const blockHashes = new Map<bigint, Hex>([[toBlock, to.hash]])
  const blockTimes = new Map<bigint, Date>([[toBlock, new Date(Number(to.timestamp) * 1000)]])
  for (const log of logs) {
    blockHashes.set(log.blockNumber, log.blockHash)
    if (log.blockTimestamp !== undefined)
      blockTimes.set(log.blockNumber, new Date(Number(log.blockTimestamp) * 1000))
  }
  const missing = [...blockHashes.keys()].filter((n) => !blockTimes.has(n))
  for (let i = 0; i < missing.length; i += 50) {
    const blocks = await Promise.all(
      missing.slice(i, i + 50).map((blockNumber) => client.getBlock({ blockNumber })),
    )
    for (const block of blocks)
      if (block.number !== null) blockTimes.set(block.number, new Date(Number(block.timestamp) * 1000))
  }

  const routed: RoutedLog[] = []
  for (const log of logs) {
    const contract = routing.byAddress.get(log.address.toLowerCase())
    const event =
      contract && log.eventName ? registry.events.get(eventKey(contract, log.eventName)) : undefined
    const blockTime = blockTimes.get(log.blockNumber)
    if (!event || !blockTime) continue
    routed.push({
      event,
      log: {
        chainId: parameters.chainId,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        blockTime,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        address: log.address,
        eventName: log.eventName,
        args: log.args as Record<string, unknown>,
      },
    })
  }
  routed.sort((a, b) =>
    a.log.blockNumber === b.log.blockNumber
      ? a.log.logIndex - b.log.logIndex
      : a.log.blockNumber < b.log.blockNumber
        ? -1
        : 1,
  )
  return { fromBlock, to: { blockNumber: toBlock, blockHash: to.hash }, logs: routed, blockHashes }
}
