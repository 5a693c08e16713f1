import { awaitTracked } from '../../../platform/chain/awaitTracked'
import type { PendingTx } from '../../../platform/chain/pendingTx'
import type { TradeFlowParameters } from './tradeFlowParameters'

/**
 * The last step of both trade flows: hand the submitted trade to `track` before awaiting it (a reload
 * resumes it), report 'confirm', then wait for its receipt.
 */
export async function confirmTracked(
  p: Pick<TradeFlowParameters<'confirm', unknown>, 'config' | 'onStep' | 'track' | 'settle'>,
  tx: Omit<PendingTx, 'startedAt' | 'token'>,
) {
  p.track({ ...tx, startedAt: Date.now() })
  p.onStep('confirm')
  return awaitTracked(p.config, tx.hash, p.settle)
}
