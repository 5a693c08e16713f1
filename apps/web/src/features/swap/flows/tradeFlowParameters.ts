import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import type { PendingTx } from '../../../platform/chain/pendingTx'
import type { SwapSettings } from '../slippage'
import type { SwapContracts } from '../swapContracts'

/** What both trade flows (runSwap, runSellOrder) are given: the quote they execute and their callbacks. */
export type TradeFlowParameters<Step, Quote> = {
  config: Config
  contracts: SwapContracts
  quote: Quote
  /** The swap screen's settings (deadline; the slippage is already in the quote's minimum). */
  settings: SwapSettings
  /** Connects if needed and switches to the app chain; returns the account. */
  ensureWallet: () => Promise<Address>
  onStep: (step: Step) => void
  /** A submitted transaction is handed here before it is awaited, so a reload can resume it. */
  track: (tx: PendingTx) => void
  settle: (hash: Hash) => void
  onApproved: () => void
}
