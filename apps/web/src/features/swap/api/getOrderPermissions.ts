import { useQuery } from '@tanstack/react-query'
import { vitaOrderAbi } from '@vita/contracts/generated/abi/vitaOrder'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { swapKeys } from './keys'

/** The order contract's switches (spec §7): sell feature, whitelist, and the member's own flags. */
export type OrderPermissions = {
  sellEnabled: boolean
  whitelistEnabled: boolean
  /** Per-member flags; undefined without a connected wallet. */
  canSell: boolean | undefined
  isWhitelisted: boolean | undefined
  isBlacklisted: boolean | undefined
}

export async function getOrderPermissions(
  config: Config,
  { order, account }: { order: Address; account: Address | undefined },
): Promise<OrderPermissions> {
  const { readContract } = await import('wagmi/actions')
  const contract = { address: order, abi: vitaOrderAbi } as const
  const [sellEnabled, whitelistEnabled, canSell, isWhitelisted, isBlacklisted] = await Promise.all([
    readContract(config, { ...contract, functionName: 'sellEnabled' }),
    readContract(config, { ...contract, functionName: 'whitelistEnabled' }),
    account
      ? readContract(config, { ...contract, functionName: 'canSellDPINE', args: [account] })
      : undefined,
    account
      ? readContract(config, { ...contract, functionName: 'isWhitelisted', args: [account] })
      : undefined,
    account
      ? readContract(config, { ...contract, functionName: 'isBlacklisted', args: [account] })
      : undefined,
  ])
  return { sellEnabled, whitelistEnabled, canSell, isWhitelisted, isBlacklisted }
}

export function useOrderPermissions(
  config: Config | null,
  order: Address | undefined,
  account: Address | undefined,
) {
  return useQuery({
    queryKey: swapKeys.permissions(account ?? 'visitor'),
    queryFn: () => getOrderPermissions(config as Config, { order: order as Address, account }),
    enabled: Boolean(config && order),
    staleTime: 0,
  })
}
