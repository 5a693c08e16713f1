import { and, eq, sql } from 'drizzle-orm'
import { keccak256, parseTransaction, type Hex } from 'viem'
import { withdrawals, type WithdrawalRow } from '../tables'
import type { PayoutContext } from './payoutContext'
import { sendPayout } from './sendPayout'

/** Nodes accept a replacement only at ≥ 10 % more gas price; 12.5 % leaves margin. */
const MIN_BUMP_NUMERATOR = 1125n
const MIN_BUMP_DENOMINATOR = 1000n

export type BumpPayoutReturnType = 'replaced' | 'capped' | 'skipped'

/**
 * Replaces a stuck payout: the very same transaction (nonce, token, recipient, amount, gas limit) signed
 * again at max(network gas price, +12.5 %), stored before it is sent, with the old version kept in
 * replaced_txs so a receipt for either is recognised. Both spend one nonce, so at most one is mined:
 * the member is paid once whichever it is. Above `maxGasPrice` nothing is signed ('capped', logged);
 * the current version keeps being re-sent.
 */
export async function bumpPayout(context: PayoutContext, row: WithdrawalRow): Promise<BumpPayoutReturnType> {
  const current = parseTransaction(row.rawTx as Hex)
  if (current.type !== 'legacy' || current.gasPrice === undefined || current.nonce !== row.nonce) {
    throw new Error(`payout ${row.id}: stored transaction is not a legacy transfer with its nonce`)
  }
  const networkGasPrice = await context.client.getGasPrice()
  const minimum = (current.gasPrice * MIN_BUMP_NUMERATOR) / MIN_BUMP_DENOMINATOR + 1n
  const gasPrice = networkGasPrice > minimum ? networkGasPrice : minimum
  if (gasPrice > context.maxGasPrice) {
    context.logger.warn(
      { withdrawalId: row.id, gasPrice: gasPrice.toString(), maxGasPrice: context.maxGasPrice.toString() },
      'payout: stuck, and a replacement would exceed the gas price cap',
    )
    return 'capped'
  }
  const replaced = await context.db.transaction(async (tx) => {
    // Only if nobody settled or replaced it since we read it.
    const [locked] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, row.id),
          eq(withdrawals.status, 'broadcast'),
          eq(withdrawals.txHash, row.txHash ?? ''),
        ),
      )
      .for('update', { skipLocked: true })
    if (!locked?.rawTx || !locked.txHash) return undefined
    const rawTx = await context.account.signTransaction({
      type: 'legacy',
      chainId: context.chainId,
      nonce: current.nonce,
      to: current.to,
      value: current.value ?? 0n,
      gas: current.gas,
      gasPrice,
      data: current.data,
    })
    const txHash = keccak256(rawTx)
    await tx
      .update(withdrawals)
      .set({
        rawTx,
        txHash,
        replacedTxs: [...locked.replacedTxs, { txHash: locked.txHash, rawTx: locked.rawTx }],
        // For a broadcast row, updated_at is when its current transaction was signed.
        updatedAt: sql`now()`,
      })
      .where(eq(withdrawals.id, locked.id))
    return { id: locked.id, rawTx, txHash }
  })
  if (!replaced) return 'skipped'
  context.logger.warn(
    { withdrawalId: row.id, replaces: row.txHash, txHash: replaced.txHash, gasPrice: gasPrice.toString() },
    'payout: stuck transaction replaced at a higher gas price',
  )
  await sendPayout(context, replaced)
  return 'replaced'
}
