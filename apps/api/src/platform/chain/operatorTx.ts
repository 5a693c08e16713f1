import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  keccak256,
  WaitForTransactionReceiptTimeoutError,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ChainClient } from './clients'

/**
 * What a job needs to send transactions with one of the server's keys (the operator's: whitelisting,
 * sell permissions, the solvency publication) crash-safely: sign, store the hash, broadcast, resolve.
 */
export type SignerContext = {
  /** The failover client: reads, simulations and broadcasts. */
  client: ChainClient
  /** The key that signs. */
  operator: PrivateKeyAccount
  /** Blocks a receipt needs (its own included) before the transaction counts as done. */
  confirmations: number
  /** How long one run waits for a receipt; a later run resolves the transaction from its stored hash. */
  receiptTimeoutMs: number
}

/** The node already has this very transaction: sending it again changed nothing. */
const ALREADY_SENT = /already known|known transaction|already imported/i

/** The call reverted on chain (as opposed to an RPC failure, which says nothing about the call). */
export function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ExecutionRevertedError,
    ) !== null
  )
}

/** A chain error's short message (viem's), or the error's own. */
export function chainErrorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/**
 * A contract call signed by the key, not yet broadcast: its hash is known before it is sent, so a job
 * stores the hash (and the raw transaction) first and a crash leaves something the next run can resolve.
 * The nonce is the key's next one counting its pending transactions.
 */
export async function signOperatorCall(
  context: SignerContext,
  call: { to: Address; data: Hex },
): Promise<{ rawTx: Hex; txHash: Hex; nonce: number }> {
  const { client, operator } = context
  const [nonce, gas, gasPrice] = await Promise.all([
    client.getTransactionCount({ address: operator.address, blockTag: 'pending' }),
    client.estimateGas({ account: operator, to: call.to, data: call.data }),
    client.getGasPrice(),
  ])
  // Legacy, as the payouts send (BSC prices by gasPrice); a fifth more gas than estimated covers state
  // moving between the estimate and the block.
  const rawTx = await operator.signTransaction({
    type: 'legacy',
    chainId: client.chain.id,
    nonce,
    to: call.to,
    value: 0n,
    data: call.data,
    gas: gas + gas / 5n,
    gasPrice,
  })
  return { rawTx, txHash: keccak256(rawTx), nonce }
}

/** Broadcasts a signed transaction; the failure's message, or null when the node has it. */
export async function broadcastOperatorTx(context: SignerContext, rawTx: Hex): Promise<string | null> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: rawTx })
    return null
  } catch (error) {
    const message = chainErrorMessage(error)
    return ALREADY_SENT.test(message) ? null : message
  }
}

export type SentTxState =
  { state: 'mined'; receipt: TransactionReceipt } | { state: 'pending' } | { state: 'unknown' }

/**
 * Where a transaction an earlier run stored stands: mined with the configured confirmations (its
 * receipt), still on its way (in the node's pool, or short of confirmations), or unknown to the node
 * (never broadcast, or dropped): it may be sent again.
 */
export async function sentTxState(context: SignerContext, hash: Hex): Promise<SentTxState> {
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
  context: SignerContext,
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

async function receiptOf(context: SignerContext, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await context.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
    throw error
  }
}

async function isKnownTransaction(context: SignerContext, hash: Hex): Promise<boolean> {
  try {
    await context.client.getTransaction({ hash })
    return true
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return false
    throw error
  }
}
