import { tryParseAmount } from '@vita/shared/amount'
import { quoteOrderSale } from '@vita/shared/pool'
import { useState } from 'react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { useOrderPermissions } from '../api/getOrderPermissions'
import { usePoolReserves } from '../api/getPoolReserves'
import { useUserDpineBalance } from '../api/getUserDpineBalance'
import { sellAmountProblem, sellStatus } from '../sellStatus'
import type { SwapContracts } from '../swapContracts'
import { useSwapSettings } from './useSwapSettings'

/**
 * The /sell-currency form: amount, the sell permission, the wallet balance and the bounded quote
 * (the order-contract sale quote the /swap sell tab and the API use too).
 */
export function useSellForm({
  config,
  contracts,
  account,
}: {
  config: Config | null
  contracts: SwapContracts | null
  account: Address | undefined
}) {
  const [amountText, setAmountText] = useState('')
  // The swap screen's settings; changed here only by the confirmation's one-tap slippage fix.
  const { settings, changeSettings } = useSwapSettings()
  const permissions = useOrderPermissions(config, contracts?.order, account)
  const balance = useUserDpineBalance(config, contracts?.order, account)
  const reserves = usePoolReserves(config, contracts?.pool)
  const amount = tryParseAmount(amountText)
  return {
    amountText,
    setAmountText,
    settings,
    changeSettings,
    /** Reads the pool again (the confirmation opens on a fresh quote). */
    refreshQuote: () => void reserves.refetch(),
    balance: balance.data,
    status: permissions.data
      ? sellStatus(permissions.data.sellEnabled, account ? permissions.data.canSell : undefined)
      : null,
    problem: sellAmountProblem(amountText, balance.data),
    quote:
      amount !== null && reserves.data ? quoteOrderSale(amount, reserves.data, settings.slippageBps) : null,
  }
}

export type SellForm = ReturnType<typeof useSellForm>
