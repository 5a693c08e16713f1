/**
 * The buy flow of spec §4 on the pool: check → balance and allowance → approve USDT → swap →
 * confirm. (Sales go through the order contract: runSellOrder.) Each step reports itself; a
 * submitted transaction is handed to `track` before it is awaited so a reload can resume it. The
 * pool is quoted again before the gas estimate and, after an approval, right before the swap is
 * signed (requoteBeforeSigning).
 */
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import { parseEventLogs } from 'viem'
import type { BuyQuote } from '@vita/shared/pool'
import { readAllowance } from '../../../platform/chain/approveToken'
import { chainStep } from '../../../platform/chain/chainError'
import { ensureGasBalance, FALLBACK_GAS_LIMIT } from '../../../platform/chain/ensureGasBalance'
import { TradeError, txErrorNotice } from '../../../platform/chain/txError'
import { getOrderPermissions } from '../api/getOrderPermissions'
import { getWalletBalances } from '../api/getWalletBalances'
import { estimateSwapGas, swapExactIn } from '../api/swapExactIn'
import { swapDeadline } from '../slippage'
import { approveTracked } from './approveTracked'
import { confirmTracked } from './confirmTracked'
import { requoteBeforeSigning } from './requoteBeforeSigning'
import type { TradeFlowParameters } from './tradeFlowParameters'

import type { SwapStep } from './tradeSteps'

export { SWAP_STEPS, type SwapStep } from './tradeSteps'

export type RunSwapParameters = TradeFlowParameters<SwapStep, BuyQuote>

/** Returns the amount actually received (from the Swapped event). */
export async function runSwap(p: RunSwapParameters): Promise<bigint> {
  const { config, contracts, quote } = p
  const chainId = config.chains[0]?.id ?? 0

  p.onStep('check')
  const account = await p.ensureWallet()
  // A buy checks the whitelist and blacklist, not the sell permission: a failed read is spec §8's
  // "Contract call failed, please retry".
  const permissions = await chainStep('contractCallFailed', () =>
    getOrderPermissions(config, { order: contracts.order, account }),
  )
  if (permissions.isBlacklisted) throw new TradeError('blacklisted')
  // Spec §5: buying needs the whitelist.
  if (permissions.whitelistEnabled && !permissions.isWhitelisted) throw new TradeError('notWhitelisted')

  p.onStep('balance')
  const token = contracts.usdt
  const balances = await getWalletBalances(config, { account, usdt: contracts.usdt, dpine: contracts.dpine })
  if (quote.amountIn > balances.USDT) throw new TradeError('insufficientUsdt')
  const allowance = await readAllowance(config, { token, owner: account, spender: contracts.pool })
  const needsApproval = allowance < quote.amountIn
  const stillHolds = () => requoteBeforeSigning(config, contracts.pool, quote)
  await stillHolds()
  const swapParameters = {
    account,
    pool: contracts.pool,
    amountIn: quote.amountIn,
    minAmountOut: quote.minimumReceived,
    deadline: swapDeadline(Date.now(), p.settings.deadlineSeconds),
  }
  // Before the approval is mined the swap cannot be estimated; assume a generous limit for both.
  // A node that cannot estimate it sends spec §9's 800,000 (swapExactIn); a revert fails here.
  const gas = needsApproval
    ? 2n * FALLBACK_GAS_LIMIT
    : await estimateSwapGas(config, swapParameters).catch((error: unknown) => {
        if (txErrorNotice(error, 'buy').kind === 'reverted') throw error
        return FALLBACK_GAS_LIMIT
      })
  await ensureGasBalance(config, account, gas)

  if (needsApproval) {
    await approveTracked(p, {
      account,
      chainId,
      token,
      symbol: 'USDT',
      spender: contracts.pool,
      amount: quote.amountIn,
    })
  }

  p.onStep('swap')
  // The approval took a block or more: the pool may have moved meanwhile.
  if (needsApproval) await stillHolds()
  const hash = await swapExactIn(config, {
    ...swapParameters,
    deadline: swapDeadline(Date.now(), p.settings.deadlineSeconds),
  })
  const receipt = await confirmTracked(p, {
    hash,
    kind: quote.side,
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    account,
    chainId,
  })
  const [swapped] = parseEventLogs({ abi: dpinePoolAbi, logs: receipt.logs, eventName: 'Swapped' })
  return swapped?.args.amountOut ?? quote.amountOut
}
