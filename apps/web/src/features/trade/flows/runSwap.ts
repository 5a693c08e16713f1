/**
 * The swap flow of spec §4 on the pool: check → balance and allowance → approve → swap → confirm.
 * Each step reports itself; a submitted transaction is handed to `track` before it is awaited so a
 * reload can resume it.
 */
import { dpinePoolAbi } from '@vita/contracts/abi/dpinePool'
import { parseEventLogs, type Address, type Hash } from 'viem'
import type { Config } from 'wagmi'
import type { SwapQuote } from '@vita/shared/pool'
import { approveToken, readAllowance } from '../../../platform/chain/approveToken'
import { awaitTracked } from '../../../platform/chain/awaitTracked'
import { ensureGasBalance, FALLBACK_GAS_LIMIT } from '../../../platform/chain/ensureGasBalance'
import type { PendingTx } from '../../../platform/chain/pendingTx'
import { TradeError } from '../../../platform/chain/txError'
import { getOrderPermissions } from '../api/getOrderPermissions'
import { getWalletBalances } from '../api/getWalletBalances'
import { estimateSwapGas, swapExactIn } from '../api/swapExactIn'
import { swapDeadline, type SwapSettings } from '../slippage'
import type { TradeContracts } from '../tradeContracts'

export const SWAP_STEPS = ['check', 'balance', 'approve', 'swap', 'confirm'] as const
export type SwapStep = (typeof SWAP_STEPS)[number]

export type RunSwapParameters = {
  config: Config
  contracts: TradeContracts
  quote: SwapQuote
  settings: SwapSettings
  /** Connects if needed and switches to the app chain; returns the account. */
  ensureWallet: () => Promise<Address>
  onStep: (step: SwapStep) => void
  track: (tx: PendingTx) => void
  settle: (hash: Hash) => void
  onApproved: () => void
}

/** Returns the amount actually received (from the Swapped event). */
export async function runSwap(p: RunSwapParameters): Promise<bigint> {
  const { config, contracts, quote } = p
  const buy = quote.side === 'buy'
  const chainId = config.chains[0]?.id ?? 0

  p.onStep('check')
  const account = await p.ensureWallet()
  const permissions = await getOrderPermissions(config, { order: contracts.order, account })
  if (permissions.isBlacklisted) throw new TradeError('blacklisted')
  // Spec §5: buying needs the whitelist, selling the sell switch and the member's permission.
  if (buy && permissions.whitelistEnabled && !permissions.isWhitelisted)
    throw new TradeError('notWhitelisted')
  if (!buy && !permissions.sellEnabled) throw new TradeError('sellDisabled')
  if (!buy && !permissions.canSell) throw new TradeError('sellNotPermitted')

  p.onStep('balance')
  const token = buy ? contracts.usdt : contracts.dpine
  const balances = await getWalletBalances(config, { account, usdt: contracts.usdt, dpine: contracts.dpine })
  if (quote.amountIn > (buy ? balances.USDT : balances.DPINE)) {
    throw new TradeError(buy ? 'insufficientUsdt' : 'insufficientDpine')
  }
  const allowance = await readAllowance(config, { token, owner: account, spender: contracts.pool })
  const needsApproval = allowance < quote.amountIn
  const swapParameters = {
    account,
    pool: contracts.pool,
    side: quote.side,
    amountIn: quote.amountIn,
    minAmountOut: quote.minimumReceived,
    deadline: swapDeadline(Date.now(), p.settings.deadlineSeconds),
  }
  // Before the approval is mined the swap cannot be estimated; assume a generous limit for both.
  const gas = needsApproval ? 2n * FALLBACK_GAS_LIMIT : await estimateSwapGas(config, swapParameters)
  await ensureGasBalance(config, account, gas)

  if (needsApproval) {
    p.onStep('approve')
    const hash = await approveToken(config, {
      token,
      owner: account,
      spender: contracts.pool,
      amount: quote.amountIn,
    })
    p.track({
      hash,
      kind: 'approve',
      token: buy ? 'USDT' : 'DPINE',
      amountIn: quote.amountIn.toString(),
      amountOut: '0',
      account,
      chainId,
      startedAt: Date.now(),
    })
    await awaitTracked(config, hash, p.settle)
    p.onApproved()
  }

  p.onStep('swap')
  const hash = await swapExactIn(config, {
    ...swapParameters,
    deadline: swapDeadline(Date.now(), p.settings.deadlineSeconds),
  })
  p.track({
    hash,
    kind: quote.side,
    amountIn: quote.amountIn.toString(),
    amountOut: quote.amountOut.toString(),
    account,
    chainId,
    startedAt: Date.now(),
  })
  p.onStep('confirm')
  const receipt = await awaitTracked(config, hash, p.settle)
  const [swapped] = parseEventLogs({ abi: dpinePoolAbi, logs: receipt.logs, eventName: 'Swapped' })
  return swapped?.args.amountOut ?? quote.amountOut
}
