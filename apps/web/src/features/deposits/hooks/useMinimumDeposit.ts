import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { depositsKeys } from '../api/keys'

/** VitaDeposit's minimum for `token`, read from the contract (the owner may change it). */
export function useMinimumDeposit(
  config: Config | null,
  contracts: { deposit: Address; token: Address } | null,
) {
  return useQuery({
    queryKey: depositsKeys.minimum(contracts?.token ?? ''),
    queryFn: async () => {
      if (!config || !contracts) throw new Error('not configured')
      const { readMinimumDeposit } = await import('../api/depositContract')
      return readMinimumDeposit(config, contracts)
    },
    enabled: Boolean(config && contracts),
    staleTime: 60_000,
  })
}
