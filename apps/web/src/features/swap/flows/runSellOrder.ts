/**
 * The sell flow of spec §4 through the order contract, for /sell-currency and the /swap sell tab
 * alike (the pool takes DPINE from nobody else): check sell permission → balance and allowance →
 * approve DPINE → sellDPINEWithMinimum (the swap screen's slippage and deadline; spec §9's gas
 * defaults when the node cannot estimate it: sellDpine) → confirm. The pool is quoted again before
 * the approval and, after one, right before the sale is signed (requoteBeforeSigning).
 */
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { SaleQuote } from '@vita/shared/pool'
import { parseEventLogs } from 'viem'
import { readAllowance } from '../../../platform/chain/approveToken'
import { chainStep } from '../../../platform/chain/chainError'
import { ensureGasBalance, FALLBACK_GAS_LIMIT } from '../../../platform/chain/ensureGasBalance'
import { TradeError } from '../../../platform/chain/txError'
import { getOrderPermissions } from '../api/getOrderPermissions'
import { getUserDpineBalance } from '../api/getUserDpineBalance'
import { sellDpine } from '../api/sellDpine'
import { swapDeadline } from '../slippage'
import { approveTracked } from './approveTracked'
import { confirmTracked } from './confirmTracked'
import { requoteBeforeSigning } from './requoteBeforeSigning'
import type { TradeFlowParameters } from './tradeFlowParameters'

import type { SellStep } from './tradeSteps'

export { SELL_STEPS, type SellStep } from './tradeSteps'

/** The quote is the sale quote shown to the seller (quoteOrderSale); its minimumReceived is the on-chain bound. */
export type RunSellOrderParameters = TradeFlowParameters<SellStep, SaleQuote>

/** Returns the USDT paid to the seller (from the DPINESold event). */
export async function runSellOrder(p: RunSellOrderParameters): Promise<bigint> {
  const { config, contracts, quote } = p
  const amount = quote.amountIn
  const chainId = config.chains[0]?.id ?? 0

  p.onStep('check')
  const account = await p.ensureWallet()
  // A read that fails reads "Failed to check sell permission, please retry" (spec §8).
  const permissions = await chainStep('sellPermissionCheckFailed', () =>
    getOrderPermissions(config, { order: contracts.order, account }),
  )
  if (!permissions.sellEnabled) throw new TradeError('sellDisabled')
  if (!permissions.canSell) throw new TradeError('sellNotPermitted')
  if (permissions.isBlacklisted) throw new TradeError('blacklisted')

  p.onStep('balance')
  const balance = await getUserDpineBalance(config, { order: contracts.order, account })
  if (amount > balance) throw new TradeError('exceedsWalletBalance')
  const allowance = await readAllowance(config, {
    token: contracts.dpine,
    owner: account,
    spender: contracts.order,
  })
  const stillHolds = () => requoteBeforeSigning(config, contracts.pool, quote)
  await stillHolds()
  await ensureGasBalance(config, account, (allowance < amount ? 2n : 1n) * FALLBACK_GAS_LIMIT)

  if (allowance < amount) {
    await approveTracked(p, {
      account,
      chainId,
      token: contracts.dpine,
      symbol: 'DPINE',
      spender: contracts.order,
      amount,
    })
  }

  p.onStep('sell')
  // The approval took a block or more: the pool may have moved meanwhile.
  if (allowance < amount) await stillHolds()
  const hash = await sellDpine(config, {
    account,
    order: contracts.order,
    amount,
    minUsdtOut: quote.minimumReceived,
    deadline: swapDeadline(Date.now(), p.settings.deadlineSeconds),
  })
  const receipt = await confirmTracked(p, {
    hash,
    kind: 'sellOrder',
    amountIn: amount.toString(),
    amountOut: quote.amountOut.toString(),
    account,
    chainId,
  })
  const [sold] = parseEventLogs({ abi: vitaOrderAbi, logs: receipt.logs, eventName: 'DPINESold' })
  return sold?.args.usdtOut ?? quote.amountOut
}
