import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { sendContractCall } from '../../../platform/chain/sendContractCall'

export type SwapExactInParameters = {
  account: Address
  pool: Address
  /** USDT spent. */
  amountIn: bigint
  /** Least DPINE received. */
  minAmountOut: bigint
  /** Unix seconds. */
  deadline: bigint
}

function request({ account, pool, amountIn, minAmountOut, deadline }: SwapExactInParameters) {
  return {
    account,
    address: pool,
    abi: dpinePoolAbi,
    functionName: 'swapExactIn',
    args: [true, amountIn, minAmountOut, account, deadline],
  } as const
}

/**
 * DpinePool.swapExactIn(usdtIn = true) to the member's own wallet: a buy (the pool takes DPINE only
 * from the order contract). Simulated first so a revert is decoded to the pool's custom error
 * (DeadlineExpired, InsufficientOutput, …) before the wallet is asked to sign; when the node then
 * cannot estimate the gas, spec §9's defaults are sent (800,000 gas at 6 gwei).
 */
export async function swapExactIn(config: Config, parameters: SwapExactInParameters): Promise<Hash> {
  const call = request(parameters)
  return sendContractCall(config, call, () => estimateSwapGas(config, parameters))
}

/** Gas of the swap (needs the allowance in place); a revert here is decoded like the swap's own. */
export async function estimateSwapGas(config: Config, parameters: SwapExactInParameters): Promise<bigint> {
  const client = getPublicClient(config)
  if (!client) throw new Error('No public client for the app chain')
  return client.estimateContractGas(request(parameters))
}
