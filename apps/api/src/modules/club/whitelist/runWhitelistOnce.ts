import { STAKING_WHITELIST_BATCH_MAX } from '@vita/shared'
import { queueNewMembers } from './queueNewMembers'
import { resolveSentBatches } from './resolveSentBatches'
import { sendWhitelistBatch, type SendWhitelistBatchReturnType } from './sendWhitelistBatch'
import { waitForBatch, type WaitForBatchReturnType } from './waitForBatch'
import type { WhitelistContext } from './whitelistContext'

export type RunWhitelistOnceParameters = {
  signal?: AbortSignal
  /** Wallets per whitelistBatch (the contract takes at most 200). */
  batchSize?: number
}

export type RunWhitelistOnceReturnType = {
  queued: number
  resolved: Awaited<ReturnType<typeof resolveSentBatches>>
  sent: SendWhitelistBatchReturnType
  /** The sent batch's outcome in this run ('pending' = left for a later run). */
  batch: WaitForBatchReturnType | undefined
}

/**
 * One pass of the whitelist job: queue members without a row, resolve batches an earlier run left
 * 'sent', then send one batch and wait for it.
 */
export async function runWhitelistOnce(
  context: WhitelistContext,
  parameters: RunWhitelistOnceParameters = {},
): Promise<RunWhitelistOnceReturnType> {
  const queued = await queueNewMembers(context.db)
  const resolved = await resolveSentBatches(context)
  if (parameters.signal?.aborted) return { queued, resolved, sent: { status: 'idle' }, batch: undefined }
  const sent = await sendWhitelistBatch(context, parameters.batchSize ?? STAKING_WHITELIST_BATCH_MAX)
  const batch = sent.status === 'sent' ? await waitForBatch(context, sent.txHash) : undefined
  return { queued, resolved, sent, batch }
}
