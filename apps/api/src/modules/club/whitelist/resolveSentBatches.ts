import { and, eq, isNotNull } from 'drizzle-orm'
import { getAddress, type Hex } from 'viem'
import { sentTxState } from '../../../platform/chain'
import { clubWhitelist } from '../tables'
import { readWhitelisted } from './chainChecks'
import { markWhitelisted, requeueWallets } from './requeueWallets'
import { settleBatch } from './settleBatch'
import type { WhitelistContext } from './whitelistContext'

export type ResolveSentBatchesReturnType = {
  whitelisted: number
  requeued: number
  /** Still pending in the node's pool or short of confirmations: left for a later run. */
  pending: number
}

/**
 * Batches left 'sent' by an earlier run (a crash, a lost lease, a receipt wait that timed out) are
 * resolved from their stored hash: mined → settled by its receipt; still in the node's pool → left;
 * unknown to the node (never broadcast, or dropped) → the wallets the chain already whitelisted are
 * marked so, the rest queued again.
 */
export async function resolveSentBatches(context: WhitelistContext): Promise<ResolveSentBatchesReturnType> {
  const hashes = await context.db
    .selectDistinct({ txHash: clubWhitelist.txHash })
    .from(clubWhitelist)
    .where(and(eq(clubWhitelist.status, 'sent'), isNotNull(clubWhitelist.txHash)))
  const result: ResolveSentBatchesReturnType = { whitelisted: 0, requeued: 0, pending: 0 }
  for (const { txHash } of hashes) {
    if (!txHash) continue
    const outcome = await resolveSentBatch(context, txHash as Hex)
    result[outcome] += 1
  }
  return result
}

async function resolveSentBatch(
  context: WhitelistContext,
  txHash: Hex,
): Promise<keyof ResolveSentBatchesReturnType> {
  const sent = await sentTxState(context, txHash)
  if (sent.state === 'pending') return 'pending'
  if (sent.state === 'mined')
    return (await settleBatch(context, txHash, sent.receipt)) === 'whitelisted' ? 'whitelisted' : 'requeued'
  const rows = await context.db
    .select({ memberId: clubWhitelist.memberId, address: clubWhitelist.address })
    .from(clubWhitelist)
    .where(and(eq(clubWhitelist.status, 'sent'), eq(clubWhitelist.txHash, txHash)))
  const onChain = await readWhitelisted(
    context,
    rows.map((row) => getAddress(row.address)),
  )
  const done = rows.filter((_, i) => onChain[i]).map((row) => row.memberId)
  const missing = rows.filter((_, i) => !onChain[i]).map((row) => row.memberId)
  await markWhitelisted(context.db, { memberIds: done, from: 'sent' })
  context.logger.warn({ txHash, requeued: missing.length }, 'whitelist: batch unknown to the node, requeued')
  await requeueWallets(
    context.db,
    { memberIds: missing, from: 'sent' },
    `transaction ${txHash} unknown to the node`,
  )
  return 'requeued'
}
