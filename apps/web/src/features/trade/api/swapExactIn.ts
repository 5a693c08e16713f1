import { dpinePoolAbi } from '@vita/contracts/abi/dpinePool'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, simulateContract, writeContract } from 'wagmi/actions'
import type { SwapSide } from '@vita/shared/pool'

export type SwapExactInParameters = {
  account: Address
  pool: Address
  side: SwapSide
  amountIn: bigint
  minAmountOut: bigint
  /** Unix seconds. */
  deadline: bigint
}

function request({ account, pool, side, amountIn, minAmountOut, deadline }: SwapExactInParameters) {
  return {
    account,
    address: pool,
    abi: dpinePoolAbi,
    functionName: 'swapExactIn',
    args: [side === 'buy', amountIn, minAmountOut, account, deadline],
  } as const
}

/**
 * DpinePool.swapExactIn to the member's own wallet. Simulated first so a revert is decoded to the
 * pool's custom error (DeadlineExpired, InsufficientOutput, …) before the wallet is asked to sign.
 */
export async function swapExactIn(config: Config, parameters: SwapExactInParameters): Promise<Hash> {
  const simulation = await simulateContract(config, request(parameters))
  return writeContract(config, simulation.request)
}

/** Gas of the swap (needs the allowance in place); a revert here is decoded like the swap's own. */
export function estimateSwapGas(config: Config, parameters: SwapExactInParameters): Promise<bigint> {
  const client = getPublicClient(config)
  if (!client) throw new Error('No public client for the app chain')
  return client.estimateContractGas(request(parameters))
}
