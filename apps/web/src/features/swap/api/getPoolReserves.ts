import { useQuery } from '@tanstack/react-query'
import { dpinePoolAbi } from '@vita/contracts/generated/abi/dpinePool'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import type { PoolReserves } from '@vita/shared/pool'
import { swapKeys } from './keys'

export type GetPoolReservesReturnType = PoolReserves

/** DpinePool.getReserves(): the tracked reserves every quote is computed from. */
export async function getPoolReserves(config: Config, pool: Address): Promise<GetPoolReservesReturnType> {
  const { readContract } = await import('wagmi/actions')
  const [reserveUsdt, reserveDpine] = await readContract(config, {
    address: pool,
    abi: dpinePoolAbi,
    functionName: 'getReserves',
  })
  return { reserveUsdt, reserveDpine }
}

export function usePoolReserves(config: Config | null, pool: Address | undefined) {
  return useQuery({
    queryKey: swapKeys.reserves(pool ?? ''),
    queryFn: () => getPoolReserves(config as Config, pool as Address),
    enabled: Boolean(config && pool),
    staleTime: 0,
    // New blocks invalidate it too (useRefreshOnNewBlock); this covers a silent block watcher.
    refetchInterval: 10_000,
  })
}
