import type { Address } from 'viem'

export type SwapContracts = { usdt: Address; dpine: Address; pool: Address; order: Address }

/** The contracts a trade needs, from GET /app/config `contracts`; null until all four are deployed. */
export function swapContracts(contracts: Record<string, string> | undefined): SwapContracts | null {
  const { usdt, dpine, pool, order } = contracts ?? {}
  if (!usdt || !dpine || !pool || !order) return null
  return { usdt: usdt as Address, dpine: dpine as Address, pool: pool as Address, order: order as Address }
}
