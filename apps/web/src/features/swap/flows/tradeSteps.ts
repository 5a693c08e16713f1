/**
 * The visible steps of each trade, apart from the flows themselves: the screens show them at first
 * paint, while the flows (viem, wagmi, the gas check) load only when a trade starts.
 */
export const SWAP_STEPS = ['check', 'balance', 'approve', 'swap', 'confirm'] as const
export type SwapStep = (typeof SWAP_STEPS)[number]

export const SELL_STEPS = ['check', 'balance', 'approve', 'sell', 'confirm'] as const
export type SellStep = (typeof SELL_STEPS)[number]
