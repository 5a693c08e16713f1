import type { Address } from 'viem'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import { readWithBackup } from './clients'
import { contractAddress, type ChainReadContext } from './context'

/** The order contract's `getUserDPINEBalance(address)` (spec §7). */
export function readUserDpineBalance(context: ChainReadContext, address: Address): Promise<bigint> {
  return readWithBackup(context.clients, 'getUserDPINEBalance', (client) =>
    client.readContract({
      address: contractAddress(context, 'order'),
      abi: vitaOrderAbi,
      functionName: 'getUserDPINEBalance',
      args: [address],
    }),
  )
}
