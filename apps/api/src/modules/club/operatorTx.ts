import { keccak256, WaitForTransactionReceiptTimeoutError, type Hex, type TransactionReceipt } from 'viem'
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

/**
 * Where a transaction an earlier run stored stands: mined with the configured confirmations (its
 * receipt), still on its way (in the node's pool, or short of confirmations), or unknown to the node
 * (never broadcast, or dropped): its rows may be sent again.
 */
export async function sentTxState(
  context: OperatorContext,
  hash: Hex,
): Promise<{ state: 'mined'; receipt: TransactionReceipt } | { state: 'pending' } | { state: 'unknown' }> {
  const receipt = await receiptOf(context, hash)
  if (receipt) {
    const head = await context.client.getBlockNumber({ cacheTime: 0 })
    return head - receipt.blockNumber + 1n < BigInt(context.confirmations)
      ? { state: 'pending' }
      : { state: 'mined', receipt }
  }
  return (await isKnownTransaction(context, hash)) ? { state: 'pending' } : { state: 'unknown' }
}

/** A just-sent transaction's receipt with the configured confirmations, or null when the bounded wait ends first. */
export async function waitForOperatorTx(
  context: OperatorContext,
  hash: Hex,
): Promise<TransactionReceipt | null> {
  try {
    return await context.client.waitForTransactionReceipt({
      hash,
      confirmations: context.confirmations,
      timeout: context.receiptTimeoutMs,
    })
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) return null
    throw error
  }
}

async function receiptOf(context: OperatorContext, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await context.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  }
}

async function isKnownTransaction(context: OperatorContext, hash: Hex): Promise<boolean> {
  try {
    await context.client.getTransaction({ hash })
    return true
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return false
    throw error
  }
}
