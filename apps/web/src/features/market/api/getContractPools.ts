import { useQuery } from '@tanstack/react-query'
import type { ContractPools, PoolReconciliation } from '@vita/shared/schemas/market'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { marketKeys } from './keys'

export type GetContractPoolsReturnType = ContractPools

/** GET /app/pools: the central bank pool and the fee pool (ratio, USDT total, update time). */
export function getContractPools(): Promise<GetContractPoolsReturnType> {
  return apiRequest('/pools', {
    parse: lazyParse(() => import('@vita/shared/schemas/market').then((m) => m.contractPoolsSchema)),
  })
}

export function useContractPools() {
  return useQuery({ queryKey: marketKeys.pools(), queryFn: getContractPools, refetchInterval: 15_000 })
}

/** GET /app/pools/reconciliation: each vault on chain beside the app's books for the pools it backs. */
export function getPoolReconciliation(): Promise<PoolReconciliation> {
  return apiRequest('/pools/reconciliation', {
    parse: lazyParse(() => import('@vita/shared/schemas/market').then((m) => m.poolReconciliationSchema)),
  })
}

export function usePoolReconciliation() {
  return useQuery({
    queryKey: marketKeys.reconciliation(),
    queryFn: getPoolReconciliation,
    refetchInterval: 15_000,
  })
}
