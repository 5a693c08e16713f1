import { getAddress, isAddressEqual, parseEventLogs, type Address, type Hex } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { ChainClient } from '../../../platform/chain'

export type OrderReceiptParameters = {
  client: ChainClient
  txHash: Hex
  /** The order contract (VitaOrder). */
  order: Address
  /** The member's wallet. */
  buyer: string
}
/**
 * What the node says of an order transaction: not mined yet ('unknown'), mined and reverted, mined
 * with an OrderPlaced of the order contract bought by the member ('placed'), or mined without one
 * ('mismatch': another wallet's order, or not an order transaction at all).
 */
export type OrderReceiptReturnType = 'unknown' | 'reverted' | 'placed' | 'mismatch'

export async function orderReceipt({
  client,
  txHash,
  order,
  buyer,
}: OrderReceiptParameters): Promise<OrderReceiptReturnType> {
  let receipt
  try {
    receipt = await client.getTransactionReceipt({ hash: txHash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return 'unknown'
    throw error
  }
  if (receipt.status === 'reverted') return 'reverted'
  const placed = parseEventLogs({ abi: vitaOrderAbi, eventName: 'OrderPlaced', logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, order) && isAddressEqual(log.args.buyer, getAddress(buyer)),
  )
  return placed.length > 0 ? 'placed' : 'mismatch'
}
