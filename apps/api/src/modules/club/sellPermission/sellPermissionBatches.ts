import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { encodeFunctionData, getAddress, type Hex, type TransactionReceipt } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import {
  broadcastOperatorTx,
  chainErrorMessage,
  isRevert,
  sentTxState,
  signOperatorCall,
  waitForOperatorTx,
} from '../../../platform/chain'
import { clubSellPermissions } from '../tables'
import type { OperatorContext } from '../whitelist/whitelistContext'

export type SendSellPermissionBatchReturnType =
  | { status: 'idle' }
  /** The batch would revert (e.g. the key is not VitaOrder's operator): attempts + 1, nothing sent. */
  | { status: 'refused'; error: string }
  /** Another runner claimed the rows first: nothing was sent. */
  | { status: 'skipped' }
  /** The broadcast failed: the rows are queued again. */
  | { status: 'failed' }
  | { status: 'sent'; txHash: Hex; allowed: boolean; wallets: number }

/** Back to 'queued' with attempts + 1 and the reason; the chain's value is no longer known. */
async function requeue(context: OperatorContext, where: ReturnType<typeof and>, error: string) {
  await context.db
    .update(clubSellPermissions)
    .set({
      status: 'queued',
      txHash: null,
      sentValue: null,
      onChain: null,
      attempts: sql`${clubSellPermissions.attempts} + 1`,
      lastError: error.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(where)
}

const sentIn = (txHash: string) =>
  and(eq(clubSellPermissions.status, 'sent'), eq(clubSellPermissions.txHash, txHash))

/**
 * Sends one setSellPermission(wallets, allowed) for up to `batchSize` queued rows wanting the same value
 * (grants first). Signed first, the hash stored with the rows marked 'sent' BEFORE the broadcast, so a
 * crash leaves a hash the next run resolves; the marking is a compare-and-set on locked queued rows.
 */
export async function sendSellPermissionBatch(
  context: OperatorContext,
  batchSize: number,
): Promise<SendSellPermissionBatchReturnType> {
  const pick = (allowed: boolean) =>
    context.db
      .select({ memberId: clubSellPermissions.memberId, address: clubSellPermissions.address })
      .from(clubSellPermissions)
      .where(and(eq(clubSellPermissions.status, 'queued'), eq(clubSellPermissions.desired, allowed)))
      .orderBy(asc(clubSellPermissions.attempts), asc(clubSellPermissions.memberId))
      .limit(batchSize)
  let allowed = true
  let rows = await pick(true)
  if (rows.length === 0) {
    allowed = false
    rows = await pick(false)
  }
  if (rows.length === 0) return { status: 'idle' }
  const memberIds = rows.map((row) => row.memberId)
  const args = [rows.map((row) => getAddress(row.address)), allowed] as const
  try {
    await context.client.simulateContract({
      account: context.operator,
      address: context.order,
      abi: vitaOrderAbi,
      functionName: 'setSellPermission',
      args,
    })
  } catch (error) {
    if (!isRevert(error)) throw error
    const message = chainErrorMessage(error)
    context.logger.warn({ err: message }, 'sell permissions: batch refused')
    await requeue(
      context,
      and(eq(clubSellPermissions.status, 'queued'), inArray(clubSellPermissions.memberId, memberIds)),
      message,
    )
    return { status: 'refused', error: message }
  }
  const data = encodeFunctionData({ abi: vitaOrderAbi, functionName: 'setSellPermission', args })
  const { rawTx, txHash } = await signOperatorCall(context, { to: context.order, data })
  const claimed = await context.db.transaction(async (tx) => {
    const locked = await tx
      .select({ memberId: clubSellPermissions.memberId })
      .from(clubSellPermissions)
      .where(
        and(
          inArray(clubSellPermissions.memberId, memberIds),
          eq(clubSellPermissions.status, 'queued'),
          eq(clubSellPermissions.desired, allowed),
        ),
      )
      .for('update', { skipLocked: true })
    if (locked.length !== memberIds.length) return false
    await tx
      .update(clubSellPermissions)
      .set({ status: 'sent', txHash, sentValue: allowed, updatedAt: sql`now()` })
      .where(inArray(clubSellPermissions.memberId, memberIds))
    return true
  })
  if (!claimed) return { status: 'skipped' }
  const failure = await broadcastOperatorTx(context, rawTx)
  if (failure !== null) {
    context.logger.warn({ txHash, err: failure }, 'sell permissions: broadcast failed, requeued')
    await requeue(context, sentIn(txHash), failure)
    return { status: 'failed' }
  }
  return { status: 'sent', txHash, allowed, wallets: rows.length }
}

/**
 * A mined batch: success → the chain holds the sent value for its wallets, each row synced (or queued
 * again when its desired value changed meanwhile); revert → queued again.
 */
export async function settleSellPermissionBatch(
  context: OperatorContext,
  txHash: Hex,
  receipt: Pick<TransactionReceipt, 'status'>,
): Promise<'done' | 'reverted'> {
  if (receipt.status !== 'success') {
    context.logger.warn({ txHash }, 'sell permissions: batch reverted, requeued')
    await requeue(context, sentIn(txHash), `setSellPermission ${txHash} reverted`)
    return 'reverted'
  }
  await context.db
    .update(clubSellPermissions)
    .set({
      onChain: sql`${clubSellPermissions.sentValue}`,
      status: sql`case when ${clubSellPermissions.desired} = ${clubSellPermissions.sentValue} then 'synced' else 'queued' end`,
      txHash: null,
      sentValue: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(sentIn(txHash))
  return 'done'
}

/** Waits (bounded) for a just-sent batch with the configured confirmations; 'pending' leaves it to a later run. */
export async function waitForSellPermissionBatch(
  context: OperatorContext,
  txHash: Hex,
): Promise<'done' | 'reverted' | 'pending'> {
  const receipt = await waitForOperatorTx(context, txHash)
  return receipt ? settleSellPermissionBatch(context, txHash, receipt) : 'pending'
}

/**
 * Batches an earlier run left 'sent' (a crash, a lost lease, a receipt wait that timed out): mined →
 * settled; still in the node's pool or short of confirmations → left; unknown to the node → queued
 * again (the set is idempotent, so sending it again is safe).
 */
export async function resolveSellPermissionBatches(
  context: OperatorContext,
): Promise<{ settled: number; pending: number; requeued: number }> {
  const hashes = await context.db
    .selectDistinct({ txHash: clubSellPermissions.txHash })
    .from(clubSellPermissions)
    .where(and(eq(clubSellPermissions.status, 'sent'), isNotNull(clubSellPermissions.txHash)))
  const result = { settled: 0, pending: 0, requeued: 0 }
  for (const { txHash } of hashes) {
    if (!txHash) continue
    const hash = txHash as Hex
    const sent = await sentTxState(context, hash)
    if (sent.state === 'pending') result.pending += 1
    else if (sent.state === 'unknown') {
      await requeue(context, sentIn(hash), `transaction ${hash} unknown to the node`)
      result.requeued += 1
    } else if ((await settleSellPermissionBatch(context, hash, sent.receipt)) === 'done') result.settled += 1
    else result.requeued += 1
  }
  return result
}
