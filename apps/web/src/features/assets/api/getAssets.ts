import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AssetsResponse } from '@vita/shared/schemas/assets'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { assetsKeys } from './keys'

export type GetAssetsReturnType = AssetsResponse

/** GET /app/assets: per currency the available (ledger), pending, wallet, contract and total balances. */
export function getAssets(): Promise<GetAssetsReturnType> {
  return apiRequest('/assets', {
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.assetsResponseSchema)),
  })
}

export const assetsQuery = () => queryOptions({ queryKey: assetsKeys.balances(), queryFn: getAssets })

export function useAssets(enabled = true) {
  return useQuery({ ...assetsQuery(), enabled })
}
