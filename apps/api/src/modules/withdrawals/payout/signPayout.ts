import { and, eq, sql } from 'drizzle-orm'
import { encodeFunctionData, erc20Abi, getAddress, keccak256 } from 'viem'
import { withdrawals } from '../tables'
import { allocatePayoutNonce } from './allocatePayoutNonce'
import type { PayoutContext } from './payoutContext'
import { failWithdrawal } from './resolvePayout'
import { sendPayout } from './sendPayout'

export type SignPayoutReturnType = 'signed' | 'failed' | 'skipped'

/**
 * pending → broadcast: checks the hot wallet can pay (token balance beyond what unmined payouts already
 * owe, and gas; otherwise failed + refund), then in one transaction locks the row, allocates the next
 * nonce, signs the token transfer and stores the raw transaction and its hash. Only after that commit
 * is it sent, so a crash in between leaves a stored transaction that the next run re-sends — the same
 * transaction, never a second payout.
 */
export async function signPayout(
  context: PayoutContext,
  parameters: { id: string; unminedByCurrency: ReadonlyMap<string, bigint> },
): Promise<SignPayoutReturnType> {
  const { db, client, account, chainId, gasLimit } = context
  const [candidate] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, parameters.id), eq(withdrawals.status, 'pending')))
  if (!candidate) return 'skipped'
  const token = context.tokens[candidate.currency]
  // Read before the pending count, so at this block our nonce (≥ that count) is certainly unused: the
  // lower bound of a later proof of who took the nonce (settleTakenNonce.ts).
  const signedAtBlock = await client.getBlockNumber({ cacheTime: 0 })
  const [tokenBalance, nativeBalance, gasPrice, chainPendingCount] = await Promise.all([
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
    client.getBalance({ address: account.address }),
    client.getGasPrice(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
  ])
  const owed = parameters.unminedByCurrency.get(candidate.currency) ?? 0n
  if (tokenBalance < owed + candidate.netAmount) {
    context.logger.error(
      { withdrawalId: candidate.id, tokenBalance: tokenBalance.toString(), owed: owed.toString() },
      'payout: hot wallet lacks funds',
    )
    return (await failWithdrawal(db, candidate.id, 'pending', 'hot wallet balance insufficient'))
      ? 'failed'
      : 'skipped'
  }
  if (nativeBalance < gasLimit * gasPrice) {
    context.logger.error(
      { withdrawalId: candidate.id, nativeBalance: nativeBalance.toString() },
      'payout: hot wallet lacks gas',
    )
    return (await failWithdrawal(db, candidate.id, 'pending', 'hot wallet lacks gas')) ? 'failed' : 'skipped'
  }

  const signed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, candidate.id), eq(withdrawals.status, 'pending')))
      .for('update', { skipLocked: true })
    if (!row) return undefined
    const nonce = await allocatePayoutNonce(tx, { chainId, address: account.address, chainPendingCount })
    const rawTx = await account.signTransaction({
      type: 'legacy',
      chainId,
      nonce,
      to: token,
      value: 0n,
      gas: gasLimit,
      gasPrice,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [getAddress(row.address), row.netAmount],
      }),
    })
    const txHash = keccak256(rawTx)
    await tx
      .update(withdrawals)
      .set({
        status: 'broadcast',
        chainId,
        hotWallet: account.address,
        nonce,
        rawTx,
        txHash,
        signedAtBlock,
        updatedAt: sql`now()`,
      })
      .where(eq(withdrawals.id, row.id))
    return { id: row.id, rawTx }
  })
  if (!signed) return 'skipped'
  await sendPayout(context, signed)
  return 'signed'
}
