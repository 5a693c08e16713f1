import type { Address, Hex } from 'viem'
import type { Deployment } from '@vita/contracts/deployment'
import type { Db } from '../../db/client'
import type { ChainClient } from '../chain/clients'
import { applyBatch, type RoutedLog } from './applyBatch'
import { createCheckpoint, loadCheckpoint, type Checkpoint, type StreamKey } from './checkpoint'
import { IndexerConfigError, IndexerError, ReorgDuringFetchError } from './errors'
import { eventKey, type ContractName, type HandlerRegistry } from './registry'
import { canonicalHash, findForkPoint, rewindTo } from './rewind'

export type IndexerParameters = {
  db: Db
  client: ChainClient
  chainId: number
  deployment: Pick<Deployment, 'startBlock' | 'contracts'>
  registry: HandlerRegistry
  /** Name of the log stream (one checkpoint each). Default 'contracts'. */
  stream?: string
  /** A log is applied once its block has this many confirmations (1 = as soon as it is mined). */
  confirmations: number
  /** Blocks per eth_getLogs call (public BSC nodes cap the range). Default 1000. */
  batchBlocks?: number
  /** Blocks of hashes kept to find fork points. Default 256. */
  reorgWindow?: number
  /** Stop after this many batches (the loop comes back for the rest). Default unlimited. */
  maxBatches?: number
  /** Asked before each batch; false stops the run (e.g. the leader lease was lost). */
  shouldContinue?: () => Promise<boolean>
  /** Told after each committed batch (metrics, benchmarks). */
  onBatchApplied?: (batch: BatchReport) => void
}

export type BatchReport = {
  fromBlock: bigint
  toBlock: bigint
  logs: number
  applied: number
  fetchMs: number
  applyMs: number
}

export type RunIndexerOnceReturnType = {
  applied: number
  batches: number
  /** Set when a reorg was found: the fork point everything above was un-applied to. */
  rewoundTo: bigint | undefined
  checkpoint: bigint
  head: bigint
}

/**
 * One pass: detect and undo a reorg, then fetch and apply confirmed logs from the checkpoint up to
 * head − (confirmations − 1) in bounded batches, each batch committed with its checkpoint.
 */
export async function runIndexerOnce(parameters: IndexerParameters): Promise<RunIndexerOnceReturnType> {
  const { db, client, registry } = parameters
  const key: StreamKey = { chainId: parameters.chainId, stream: parameters.stream ?? 'contracts' }
  const batchBlocks = BigInt(parameters.batchBlocks ?? 1_000)
  const confirmations = BigInt(Math.max(1, parameters.confirmations))
  const anchorBlock =
    BigInt(parameters.deployment.startBlock) > 0n ? BigInt(parameters.deployment.startBlock) - 1n : 0n
  const routing = routeSources(parameters)
  const context = { chainId: key.chainId, contracts: parameters.deployment.contracts }

  let checkpoint = await loadCheckpoint(db, key)
  if (!checkpoint) {
    const anchorHash = await canonicalHash(client, anchorBlock)
    if (!anchorHash) throw new IndexerError(`anchor block ${anchorBlock} not on the chain yet`, true)
    await createCheckpoint(db, key, { blockNumber: anchorBlock, blockHash: anchorHash })
    checkpoint = (await loadCheckpoint(db, key)) ?? { blockNumber: anchorBlock, blockHash: anchorHash }
  }

  let rewoundTo: bigint | undefined
  if ((await canonicalHash(client, checkpoint.blockNumber)) !== checkpoint.blockHash) {
    const fork = await findForkPoint(db, client, key)
    await rewindTo(db, registry, key, fork)
    rewoundTo = fork.blockNumber
    checkpoint = fork
  }

  const head = await client.getBlockNumber({ cacheTime: 0 })
  const safeHead = head - (confirmations - 1n)
  let applied = 0
  let batches = 0
  while (checkpoint.blockNumber < safeHead && batches < (parameters.maxBatches ?? Number.POSITIVE_INFINITY)) {
    if (parameters.shouldContinue && !(await parameters.shouldContinue())) break
    const fromBlock = checkpoint.blockNumber + 1n
    const toBlock = fromBlock + batchBlocks - 1n < safeHead ? fromBlock + batchBlocks - 1n : safeHead
    const fetchStarted = performance.now()
    const batch = await fetchBatch(parameters, routing, checkpoint, fromBlock, toBlock)
    const applyStarted = performance.now()
    const reorgWindow = BigInt(parameters.reorgWindow ?? 256)
    const count = await applyBatch(db, batch, { key, context, reorgWindow, anchorBlock })
    parameters.onBatchApplied?.({
      fromBlock,
      toBlock,
      logs: batch.logs.length,
      applied: count,
      fetchMs: applyStarted - fetchStarted,
      applyMs: performance.now() - applyStarted,
    })
    applied += count
    checkpoint = batch.to
    batches += 1
  }
  return { applied, batches, rewoundTo, checkpoint: checkpoint.blockNumber, head }
}

type Routing = {
  addresses: Address[]
  byAddress: Map<string, ContractName>
  abiItems: RoutedLog['event']['abiItem'][]
}

function routeSources({ registry, deployment }: IndexerParameters): Routing {
  const byAddress = new Map<string, ContractName>()
  for (const event of registry.events.values()) {
    const address = deployment.contracts[event.contract]
    if (!address) throw new IndexerConfigError(`the deployment has no ${event.contract} contract to index`)
    byAddress.set(address.toLowerCase(), event.contract)
  }
  const abiItems = [
    ...new Map([...registry.events.values()].map((e) => [e.abiItem.name, e.abiItem])).values(),
  ]
  return { addresses: [...byAddress.keys()] as Address[], byAddress, abiItems }
}

async function fetchBatch(
  parameters: IndexerParameters,
  routing: Routing,
  checkpoint: Checkpoint,
  fromBlock: bigint,
  toBlock: bigint,
) {
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
