import { eq } from 'drizzle-orm'
import type { Address, Hex } from 'viem'
import { withdrawals, type WithdrawalRow } from '../tables'
import { findNonceTaker } from './findNonceTaker'
import type { PayoutContext } from './payoutContext'
import { payoutVersion } from './payoutVersions'
import { receiptOf } from './receiptOf'
import { failWithdrawal, parkWithdrawal } from './resolvePayout'
import { settleMinedPayout } from './settleMinedPayout'

export type SettleTakenNonceReturnType = 'completed' | 'failed' | 'unconfirmed' | 'parked' | 'unmined'

/**
 * No receipt for any version of the payout, yet the hot wallet's nonce has passed ours. Behind a
 * load-balanced RPC, or when the backup answered one call, that can just be a receipt lagging the
 * nonce: a refund then would pay the member twice. So the refund needs a proof, on the proof client's
 * one endpoint at one pinned block (findNonceTaker.ts), of which transaction took the nonce:
 * - one of our versions → it was mined: its receipt settles it; still no receipt there → wait;
 * - another transaction → proven dropped: fail (refund);
 * - not proven (error, missing block, contradicting answers) → parked for the operator, the ledger
 *   reservation untouched, logged at error level.
 */
export async function settleTakenNonce(
  context: PayoutContext,
  row: WithdrawalRow,
  seenCount: number,
): Promise<SettleTakenNonceReturnType> {
  if (row.nonce === null) throw new Error(`payout ${row.id}: broadcast without a nonce`)
  const proof = await findNonceTaker(context.proofClient, {
    address: (row.hotWallet ?? context.account.address) as Address,
    nonce: row.nonce,
    signedAtBlock: row.signedAtBlock,
    seenCount,
  })
  if (proof.kind === 'unproven') {
    const parked = await parkWithdrawal(context.db, row.id, proof.reason, proof.evidence)
    if (!parked) return 'unmined'
    context.logger.error(
      { withdrawalId: row.id, reason: proof.reason, evidence: proof.evidence },
      'payout: parked for the operator, its nonce is used but the chain did not prove by what',
    )
    return 'parked'
  }
  // Every version is stored before it is sent, so before it can be mined: the row as it is now (another
  // runner may have replaced the transaction since we read it) lists the taker if it is ours.
  const [fresh] = await context.db.select().from(withdrawals).where(eq(withdrawals.id, row.id))
  if (fresh?.status !== 'broadcast') return 'unmined'
  const version = payoutVersion(fresh, proof.txHash)
  if (!version) {
    context.logger.error(
      { withdrawalId: row.id, txHash: fresh.txHash, evidence: proof.evidence },
      'payout: transaction dropped, nonce proven used by another',
    )
    return (await failWithdrawal(context.db, row.id, 'broadcast', 'transaction dropped'))
      ? 'failed'
      : 'unmined'
  }
  // Proven ours and mined; a missing or failing receipt lookup decides nothing: the next run proves
  // again (choice: wait rather than park, as nothing can be refunded from here).
  const receipt = await receiptOf(context.proofClient, version.txHash as Hex).catch(() => null)
  if (!receipt || receipt.blockNumber !== proof.blockNumber) {
    context.logger.warn(
      { withdrawalId: row.id, txHash: version.txHash, evidence: proof.evidence },
      'payout: proven mined, no matching receipt on the proof endpoint yet; waiting',
    )
    return 'unconfirmed'
  }
  return settleMinedPayout(context, fresh, { receipt, version }, proof.pinnedBlock)
}
