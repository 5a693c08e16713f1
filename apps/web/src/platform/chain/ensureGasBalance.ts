import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, getGasPrice } from 'wagmi/actions'
import { TradeError } from './txError'

/** Gas assumed for a step that cannot be estimated yet (a swap before its approval is mined). */
export const FALLBACK_GAS_LIMIT = 300_000n

/**
 * Spec §5: "enough BNB for gas". Fails with BNB余额不足，无法支付 when the native balance cannot pay
 * `gasUnits` at the current gas price.
 */
export async function ensureGasBalance(config: Config, account: Address, gasUnits: bigint): Promise<void> {
  const [balance, gasPrice] = await Promise.all([
    getBalance(config, { address: account }),
    getGasPrice(config),
  ])
  if (balance.value < gasUnits * gasPrice) throw new TradeError('insufficientBnb')
}
