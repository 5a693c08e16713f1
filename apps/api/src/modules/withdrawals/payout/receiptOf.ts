import type { Hex, TransactionReceipt } from 'viem'
import type { ChainClient } from '../../../platform/chain'

/** The transaction's receipt on this client's endpoint, or null when the node has none (yet). */
export async function receiptOf(client: ChainClient, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  }
}
