import type { Address } from 'viem'
import { approveToken } from '../../../platform/chain/approveToken'
import { awaitTracked } from '../../../platform/chain/awaitTracked'
import type { TradeFlowParameters } from './tradeFlowParameters'

export type ApproveTrackedParameters = {
  account: Address
  chainId: number
  /** The token contract and its symbol (the failure text and the pending transaction name it). */
  token: Address
  symbol: 'USDT' | 'DPINE'
  spender: Address
  amount: bigint
}

/**
 * The approve step of both trade flows: approve `amount`, hand the transaction to `track` before
 * awaiting it (a reload resumes it), wait for it, then report it approved.
 */
export async function approveTracked(
  p: Pick<TradeFlowParameters<'approve', unknown>, 'config' | 'onStep' | 'track' | 'settle' | 'onApproved'>,
  { account, chainId, token, symbol, spender, amount }: ApproveTrackedParameters,
): Promise<void> {
  p.onStep('approve')
  const hash = await approveToken(p.config, { token, owner: account, spender, amount, symbol })
  p.track({
    hash,
    kind: 'approve',
    token: symbol,
    amountIn: amount.toString(),
    amountOut: '0',
    account,
    chainId,
    startedAt: Date.now(),
  })
  await awaitTracked(p.config, hash, p.settle)
  p.onApproved()
}
