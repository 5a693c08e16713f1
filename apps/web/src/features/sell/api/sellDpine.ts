import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import type { Address, Hash } from 'viem'
import type { Config } from 'wagmi'
import { simulateContract, writeContract } from 'wagmi/actions'

export type SellDpineParameters = { account: Address; order: Address; amount: bigint }

/**
 * VitaOrder.sellDPINE(amount): the pool swap plus the 10 % return to the pool. Simulated first so
 * SellDisabled / SellNotPermitted / Blacklisted come back decoded instead of as a bare revert.
 */
export async function sellDpine(
  config: Config,
  { account, order, amount }: SellDpineParameters,
): Promise<Hash> {
  const simulation = await simulateContract(config, {
    account,
    address: order,
    abi: vitaOrderAbi,
    functionName: 'sellDPINE',
    args: [amount],
  })
  return writeContract(config, simulation.request)
}
