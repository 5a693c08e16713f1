import type { Db } from '../../platform/db/client'
import { CONTRACTS_STREAM, loadCheckpoint } from '../../platform/indexer'
import type { ClubCardOrderRow } from './clubOrders'

/**
 * The newest block the indexer has checked and applied on `chainId`. Finality is counted to it, not to
 * the node's head: every block up to the checkpoint was compared with the chain by the indexer, so an
 * order counted final was still on the chain it saw, and a stalled indexer makes no card final.
 */
export async function indexedBlock(db: Db, chainId: number): Promise<bigint | undefined> {
  return (await loadCheckpoint(db, { chainId, stream: CONTRACTS_STREAM }))?.blockNumber
}

/**
 * Blocks an active order's block still needs before its card may be generated (CARD_CONFIRMATIONS, its
 * own block included): a card is value the club pays out, so it is issued only once a reorg that
 * removes the payment is no longer expected. 0 when it is final. An active order was applied by the
 * indexer, so its block counts at least itself (depth 1) even where the depth cannot be read.
 */
export function cardBlocksLeft(
  order: Pick<ClubCardOrderRow, 'blockNumber'>,
  indexed: bigint | undefined,
  cardConfirmations: number,
): number {
  const read = order.blockNumber === null || indexed === undefined ? 0n : indexed - order.blockNumber + 1n
  const depth = read > 1n ? read : 1n
  const required = BigInt(cardConfirmations)
  return depth >= required ? 0 : Number(required - depth)
}
