import { GAS_LIMIT_FALLBACK, GAS_PRICE_FALLBACK_WEI } from '@vita/shared/constants'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getGasPrice } from 'wagmi/actions'
import { readBalance } from './readBalance'
import { TradeError } from './txError'

/** Gas assumed for a step that cannot be estimated (yet): spec §9's transaction default, 800,000. */
export const FALLBACK_GAS_LIMIT = GAS_LIMIT_FALLBACK

/** The node's gas price, or spec §9's 6 gwei when it cannot be read. */
export function readGasPrice(config: Config): Promise<bigint> {
  return getGasPrice(config).catch(() => GAS_PRICE_FALLBACK_WEI)
}

/**
 * Spec §5: "enough BNB for gas". Fails with BNB余额不足，无法支付 when the native balance cannot pay
 * `gasUnits` at the current gas price; the balance read has the spec's limits and backup RPC.
 */
export async function ensureGasBalance(config: Config, account: Address, gasUnits: bigint): Promise<void> {
  const [balance, gasPrice] = await Promise.all([readBalance(config, { account }), readGasPrice(config)])
  if (balance < gasUnits * gasPrice) throw new TradeError('insufficientBnb')
}
