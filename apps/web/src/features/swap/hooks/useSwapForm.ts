import { tryParseAmount } from '@vita/shared/amount'
import { quoteExactIn, spotPrice, type SwapSide } from '@vita/shared/pool'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { useOrderPermissions } from '../api/getOrderPermissions'
import { usePoolReserves } from '../api/getPoolReserves'
import { useWalletBalances } from '../api/getWalletBalances'
import { sellStatus } from '../sellStatus'
import { swapProblem } from '../swapProblem'
import type { SwapContracts } from '../swapContracts'
import { useSwapSettings } from './useSwapSettings'

/**
 * The /swap form: side, amount and settings, and what follows from them and the chain: balances,
 * the quote (the contracts' integer maths from @vita/shared/pool: a buy on the pool, a sale through
 * the order contract, whose seller share /sell-currency and the API quote alike), the sell
 * permission, spot price and the problem.
 */
export function useSwapForm({
  config,
  contracts,
  account,
}: {
  config: Config | null
  contracts: SwapContracts | null
  account: Address | undefined
}) {
  const [side, setSide] = useState<SwapSide>('buy')
  const [amountText, setAmountText] = useState('')
  const { settings, changeSettings } = useSwapSettings()
  const reserves = usePoolReserves(config, contracts?.pool)
  const permissions = useOrderPermissions(config, contracts?.order, account)
  const balances = useWalletBalances(
    config,
    account && contracts ? { account, usdt: contracts.usdt, dpine: contracts.dpine } : null,
  )

  const tokenIn = side === 'buy' ? 'USDT' : 'DPINE'
  const tokenOut = side === 'buy' ? 'DPINE' : 'USDT'
  const amountIn = tryParseAmount(amountText)
  const quote = useMemo(
    () =>
      reserves.data && amountIn !== null && amountIn > 0n
        ? quoteExactIn(side, amountIn, reserves.data, settings.slippageBps)
        : null,
    [reserves.data, amountIn, side, settings.slippageBps],
  )
  const wallet = balances.data
  const balanceIn = wallet ? (side === 'buy' ? wallet.USDT : wallet.DPINE) : undefined
  const balanceOut = wallet ? (side === 'buy' ? wallet.DPINE : wallet.USDT) : undefined

  return {
    side,
    /** Switching sides starts a fresh form. */
    switchSide: (next: SwapSide) => {
      setSide(next)
      setAmountText('')
    },
    amountText,
    setAmountText,
    settings,
    changeSettings,
    /** Reads the pool again (the confirmation opens on a fresh quote). */
    refreshQuote: () => void reserves.refetch(),
    tokenIn,
    tokenOut,
    quote,
    price: reserves.data ? spotPrice(reserves.data) : null,
    balanceIn,
    balanceOut,
    gasBalance: wallet?.BNB,
    sellStatus: permissions.data
      ? sellStatus(permissions.data.sellEnabled, account ? permissions.data.canSell : undefined)
      : null,
    problem: swapProblem({ side, amountText, amountIn, balanceIn, quote }),
  }
}

export type SwapForm = ReturnType<typeof useSwapForm>
