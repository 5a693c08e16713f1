import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { encodeFunctionData, getAddress, type Hex } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { STAKING_WHITELIST_BATCH_MAX } from '@vita/shared'
import { broadcastOperatorTx, chainErrorMessage, isRevert, signOperatorCall } from '../../../platform/chain'
import { clubWhitelist } from '../tables'
import { eachLimited, simulateWhitelistBatch } from './chainChecks'
import { requeueWallets } from './requeueWallets'
import type { WhitelistContext } from './whitelistContext'

export type SendWhitelistBatchReturnType =
  | { status: 'idle' }
  /** Every queued wallet reverts on its own (attempts + 1, last_error); nothing was sent. */
  | { status: 'refused'; refused: number }
  /** Another runner claimed the wallets first: nothing was sent. */
  | { status: 'skipped' }
  /** The broadcast failed: the wallets are queued again. */
  | { status: 'failed' }
  | { status: 'sent'; txHash: Hex; wallets: number; refused: number }

/**
 * Sends one whitelistBatch for up to 200 queued wallets (fewest attempts first). The transaction is
 * signed first and its hash stored with the rows marked 'sent' BEFORE it is broadcast, so a crash at
 * any point leaves a hash the next run resolves (resolveSentBatches). Marking is a compare-and-set on
 * locked 'queued' rows: wallets another runner claimed are never sent in a second transaction.
 */
export async function sendWhitelistBatch(
  context: WhitelistContext,
  batchSize: number = STAKING_WHITELIST_BATCH_MAX,
): Promise<SendWhitelistBatchReturnType> {
  const candidates = await context.db
    .select({ memberId: clubWhitelist.memberId, address: clubWhitelist.address })
    .from(clubWhitelist)
    .where(eq(clubWhitelist.status, 'queued'))
    .orderBy(asc(clubWhitelist.attempts), asc(clubWhitelist.memberId))
    .limit(batchSize)
  if (candidates.length === 0) return { status: 'idle' }

  const { wallets, refused } = await withoutRefusedWallets(context, candidates)
  if (wallets.length === 0) return { status: 'refused', refused }

  const data = encodeFunctionData({
    abi: vitaOrderAbi,
    functionName: 'whitelistBatch',
    args: [wallets.map((wallet) => getAddress(wallet.address))],
  })
  const { rawTx, txHash } = await signOperatorCall(context, { to: context.order, data })

  const memberIds = wallets.map((wallet) => wallet.memberId)
  const claimed = await context.db.transaction(async (tx) => {
    const locked = await tx
      .select({ memberId: clubWhitelist.memberId })
      .from(clubWhitelist)
      .where(and(inArray(clubWhitelist.memberId, memberIds), eq(clubWhitelist.status, 'queued')))
      .for('update', { skipLocked: true })
    if (locked.length !== memberIds.length) return false
    await tx
      .update(clubWhitelist)
      .set({ status: 'sent', txHash, updatedAt: sql`now()` })
      .where(inArray(clubWhitelist.memberId, memberIds))
    return true
  })
  if (!claimed) return { status: 'skipped' }

  const failure = await broadcastOperatorTx(context, rawTx)
  if (failure !== null) {
    context.logger.warn({ txHash, err: failure }, 'whitelist: broadcast failed, requeued')
    await requeueWallets(context.db, { txHash, from: 'sent' }, failure)
    return { status: 'failed' }
  }
  return { status: 'sent', txHash, wallets: wallets.length, refused }
}

type Candidate = { memberId: number; address: string }

/**
 * The candidates whose batch would not revert. When the whole batch would, each wallet is tried on
 * its own: those that revert alone stay queued with attempts + 1 and the reason, the rest go out.
 * An RPC failure (not a revert) says nothing about the wallets and fails the run instead.
 */
async function withoutRefusedWallets(
  context: WhitelistContext,
  candidates: readonly Candidate[],
): Promise<{ wallets: Candidate[]; refused: number }> {
  const batchError = await simulateWhitelistBatch(
    context,
    candidates.map((candidate) => getAddress(candidate.address)),
  )
  if (batchError === undefined) return { wallets: [...candidates], refused: 0 }
  if (!isRevert(batchError)) throw batchError
  const errors = await eachLimited(candidates, (candidate) =>
    simulateWhitelistBatch(context, [getAddress(candidate.address)]),
  )
  const wallets: Candidate[] = []
  for (const [i, candidate] of candidates.entries()) {
    const error = errors[i]
    if (error === undefined) {
      wallets.push(candidate)
      continue
    }
    if (!isRevert(error)) throw error
    context.logger.warn(
      { memberId: candidate.memberId, err: chainErrorMessage(error) },
      'whitelist: wallet refused',
    )
    await requeueWallets(
      context.db,
      { memberIds: [candidate.memberId], from: 'queued' },
      chainErrorMessage(error),
    )
  }
  return { wallets, refused: candidates.length - wallets.length }
}
