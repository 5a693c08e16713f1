import { isAddressEqual, type Address, type Hex } from 'viem'
import type { ChainClient } from '../../../platform/chain'
import type { ParkedPayoutEvidence } from '../tables'

export type FindNonceTakerParameters = {
  /** The hot wallet that signed the payout. */
  address: Address
  nonce: number
  /** A block at which the nonce was still unused (stored when the payout was signed). */
  signedAtBlock: bigint | null
  /** What the failover client said the wallet's mined nonce count is (evidence only). */
  seenCount: number
}

export type FindNonceTakerReturnType =
  /** Proven: the transaction `txHash` (from the hot wallet, with our nonce) is in block `blockNumber`. */
  | { kind: 'taken'; txHash: Hex; blockNumber: bigint; pinnedBlock: bigint; evidence: ParkedPayoutEvidence }
  /** Nothing proven: an error, missing data or answers that contradict each other. */
  | { kind: 'unproven'; reason: string; evidence: ParkedPayoutEvidence }

/**
 * Which transaction took the hot wallet's `nonce`, proven on ONE endpoint at ONE pinned block: `latest`
 * is pinned to a number once; the wallet's nonce count must have passed `nonce` at that block; a binary
 * search (over counts read at block numbers, which must never go backwards) finds the first block
 * where it had, between the signing block and the pinned one; that block, read with its transactions,
 * must hold the wallet's transaction with `nonce`. Anything else is 'unproven' — never a guess.
 * Counts at past blocks need a node that keeps that state; a node that does not answers an error here.
 */
export async function findNonceTaker(
  client: ChainClient,
  parameters: FindNonceTakerParameters,
): Promise<FindNonceTakerReturnType> {
  const { address, nonce, signedAtBlock } = parameters
  const evidence: ParkedPayoutEvidence = {
    address,
    nonce,
    seenCount: parameters.seenCount,
    signedAtBlock: signedAtBlock?.toString() ?? null,
  }
  const unproven = (reason: string): FindNonceTakerReturnType => ({ kind: 'unproven', reason, evidence })
  if (signedAtBlock === null) return unproven('no signing block recorded')
  try {
    const pinnedBlock = await client.getBlockNumber({ cacheTime: 0 })
    evidence.pinnedBlock = pinnedBlock.toString()
    const countAt = (blockNumber: bigint) => client.getTransactionCount({ address, blockNumber })
    let high = pinnedBlock
    let highCount = await countAt(high)
    evidence.countAtPinned = highCount
    if (highCount <= nonce) return unproven('nonce went backwards: unused at the pinned block')
    if (pinnedBlock <= signedAtBlock) return unproven('pinned block is not after the signing block')
    let low = signedAtBlock
    let lowCount = await countAt(low)
    evidence.countAtSigning = lowCount
    if (lowCount > nonce) return unproven('nonce already used at the signing block')
    // Invariant: count(low) ≤ nonce < count(high), counts never decreasing with the block number.
    while (high - low > 1n) {
      const middle = low + (high - low) / 2n
      const count = await countAt(middle)
      if (count < lowCount || count > highCount) {
        evidence.inconsistentAt = `${middle}:${count}`
        return unproven('nonce went backwards between blocks')
      }
      if (count > nonce) [high, highCount] = [middle, count]
      else [low, lowCount] = [middle, count]
    }
    evidence.firstBlockPastNonce = high.toString()
    const block = await client.getBlock({ blockNumber: high, includeTransactions: true })
    if (block.number !== high) return unproven('the node answered another block')
    const taker = block.transactions.find((tx) => tx.nonce === nonce && isAddressEqual(tx.from, address))
    if (!taker) return unproven('nonce not found in the block where it was used')
    evidence.takenBy = taker.hash
    return { kind: 'taken', txHash: taker.hash, blockNumber: high, pinnedBlock, evidence }
  } catch (error) {
    evidence.error = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const missing = error instanceof Error && error.name === 'BlockNotFoundError'
    return unproven(missing ? 'block missing' : 'RPC error while proving')
  }
}
