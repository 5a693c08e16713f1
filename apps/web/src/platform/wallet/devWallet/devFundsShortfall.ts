import { GAS_LIMIT_FALLBACK, GAS_PRICE_FALLBACK_WEI } from '@vita/shared/constants'

/** Gas for an approval and the payment after it at spec §9's defaults (800,000 gas at 6 gwei each). */
export const DEV_BNB_NEEDED = 2n * GAS_LIMIT_FALLBACK * GAS_PRICE_FALLBACK_WEI

export type DevWalletBalances = { bnb: bigint; usdt: bigint }
/** What the dev wallet lacks for the next step; null when it has enough of both. */
export type DevFundsShortfall = 'bnb' | 'usdt' | 'both' | null

/**
 * Whether a dev-wallet member should be offered test coins: too little BNB for gas, or less USDT than
 * `usdtNeeded` (the club order's price, a typed buy); without `usdtNeeded`, no USDT at all.
 */
export function devFundsShortfall(balances: DevWalletBalances, usdtNeeded?: bigint): DevFundsShortfall {
  const bnb = balances.bnb < DEV_BNB_NEEDED
  const usdt = usdtNeeded === undefined ? balances.usdt === 0n : balances.usdt < usdtNeeded
  if (bnb && usdt) return 'both'
  if (bnb) return 'bnb'
  if (usdt) return 'usdt'
  return null
}
