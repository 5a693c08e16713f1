import { STAKING_WHITELIST_BATCH_MAX } from '@vita/shared'
import type { OperatorContext } from '../whitelist/whitelistContext'
import { refreshSellRule } from './refreshSellRule'
import {
  resolveSellPermissionBatches,
  sendSellPermissionBatch,
  waitForSellPermissionBatch,
  type SendSellPermissionBatchReturnType,
} from './sellPermissionBatches'

export type RunSellPermissionsOnceReturnType = {
  refreshed: number
  resolved: Awaited<ReturnType<typeof resolveSellPermissionBatches>>
  sent: SendSellPermissionBatchReturnType
  batch: 'done' | 'reverted' | 'pending' | undefined
}

/**
 * One pass of the sell-permission job: apply the rule to the rows, resolve batches an earlier run left
 * 'sent', then send one batch (at most 200 wallets, VitaOrder's limit) and wait for it.
 */
export async function runSellPermissionsOnce(
  context: OperatorContext,
  parameters: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<RunSellPermissionsOnceReturnType> {
  const refreshed = await refreshSellRule(context.db)
  const resolved = await resolveSellPermissionBatches(context)
  if (parameters.signal?.aborted) return { refreshed, resolved, sent: { status: 'idle' }, batch: undefined }
  const sent = await sendSellPermissionBatch(context, parameters.batchSize ?? STAKING_WHITELIST_BATCH_MAX)
  const batch = sent.status === 'sent' ? await waitForSellPermissionBatch(context, sent.txHash) : undefined
  return { refreshed, resolved, sent, batch }
}
