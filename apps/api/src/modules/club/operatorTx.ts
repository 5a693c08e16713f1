import type { Hex, TransactionReceipt } from 'viem'
import { keccak256 } from 'viem'
import { errorMessage } from './whitelist/chainChecks'
import type { OperatorContext } from './whitelist/whitelistContext'

/** The node already has this very transaction: sending it again changed nothing. */
const ALREADY_SENT = /already known|known transaction|already imported/i

/**
 * A VitaOrder call signed by the operator key, not yet broadcast: its hash is known before it is sent,
 * so a job stores the hash first and a crash leaves something the next run can resolve.
 */
export async function signOperatorCall(
  context: OperatorContext,
  data: Hex,
): Promise<{ rawTx: Hex; txHash: Hex }> {
  const { client, operator } = context
  const [nonce, gas, gasPrice] = await Promise.all([
    client.getTransactionCount({ address: operator.address, blockTag: 'pending' }),
    client.estimateGas({ account: operator, to: context.order, data }),
    client.getGasPrice(),
  ])
  // Legacy, as the payouts send (BSC prices by gasPrice); a fifth more gas than estimated covers state
  // moving between the estimate and the block.
  const rawTx = await operator.signTransaction({
    type: 'legacy',
    chainId: client.chain.id,
    nonce,
    to: context.order,
    value: 0n,
    data,
    gas: gas + gas / 5n,
    gasPrice,
  })
  return { rawTx, txHash: keccak256(rawTx) }
}

/** Broadcasts a signed transaction; the failure's message, or null when the node has it. */
export async function broadcastOperatorTx(context: OperatorContext, rawTx: Hex): Promise<string | null> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: rawTx })
    return null
  } catch (error) {
    const message = errorMessage(error)
    return ALREADY_SENT.test(message) ? null : message
  }
}

export async function receiptOf(context: OperatorContext, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await context.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  }
}

export async function isKnownTransaction(context: OperatorContext, hash: Hex): Promise<boolean> {
  try {
    await context.client.getTransaction({ hash })
    return true
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return false
    throw error
  }
}
