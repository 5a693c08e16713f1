import { GAS_LIMIT_FALLBACK, GAS_PRICE_FALLBACK_WEI } from '@vita/shared/constants'

export type GasOverrides = { gas?: undefined; gasPrice?: undefined } | { gas: bigint; gasPrice: bigint }

/**
 * The gas fields of a contract write. When the node can estimate the call the wallet prices it as
 * usual (nothing is set); when estimation fails, spec §9's defaults are sent: 800,000 gas at 6 gwei.
 * Simulation runs first, so a failure here is the node's, not a revert.
 */
export async function gasOverrides(estimate: () => Promise<bigint>): Promise<GasOverrides> {
  try {
    await estimate()
    return {}
  } catch {
    return { gas: GAS_LIMIT_FALLBACK, gasPrice: GAS_PRICE_FALLBACK_WEI }
  }
}
