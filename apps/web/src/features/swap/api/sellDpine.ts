import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { sendContractCall } from '../../../platform/chain/sendContractCall'

export type SellDpineParameters = {
  account: Address
  order: Address
  amount: bigint
  /** Least USDT the seller must receive (their 90 %), else InsufficientOutput. */
  minUsdtOut: bigint
  /** Unix seconds after which the sale reverts with DeadlineExpired. */
  deadline: bigint
}

/**
 * VitaOrder.sellDPINEWithMinimum(amount, minUsdtOut, deadline): the pool swap plus the 10 % return
 * to the pool, bounded so a front-run cannot worsen the price beyond the slippage setting. Simulated
 * first so SellDisabled / SellNotPermitted / Blacklisted / InsufficientOutput / DeadlineExpired come
 * back decoded instead of as a bare revert; when the node then cannot estimate the gas, spec §9's
 * defaults are sent (800,000 gas at 6 gwei).
 */
export async function sellDpine(
  config: Config,
  { account, order, amount, minUsdtOut, deadline }: SellDpineParameters,
): Promise<Hash> {
  const call = {
    account,
    address: order,
    abi: vitaOrderAbi,
    functionName: 'sellDPINEWithMinimum',
    args: [amount, minUsdtOut, deadline],
  } as const
  return sendContractCall(config, call)
}
