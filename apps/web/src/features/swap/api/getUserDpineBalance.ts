import { useQuery } from '@tanstack/react-query'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { swapKeys } from './keys'

/** VitaOrder.getUserDPINEBalance (spec §7): the wallet balance a sale may not exceed. */
export async function getUserDpineBalance(
  config: Config,
  { order, account }: { order: Address; account: Address },
): Promise<bigint> {
  const { readContract } = await import('wagmi/actions')
  return readContract(config, {
    address: order,
    abi: vitaOrderAbi,
    functionName: 'getUserDPINEBalance',
    args: [account],
  })
}

export function useUserDpineBalance(
  config: Config | null,
  order: Address | undefined,
  account: Address | undefined,
) {
  return useQuery({
    queryKey: swapKeys.dpineBalance(account ?? ''),
    queryFn: () =>
      getUserDpineBalance(config as Config, { order: order as Address, account: account as Address }),
    enabled: Boolean(config && order && account),
    staleTime: 0,
  })
}
