import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AppConfig } from '@vita/shared/schemas/system'
import { apiRequest } from '../../lib/http'
import { lazyParse } from '../../lib/schema'
import { startDevWallet } from '../wallet/devWallet/gate'

export type GetAppConfigReturnType = AppConfig

export const appConfigKeys = { all: ['app-config'] as const }

/**
 * GET /app/config: chain, token addresses, product name and feature flags (one build serves every chain).
 * On the local dev chain (features.devChain) it also announces the built-in dev wallet (its code loads
 * on its first request), so it is there before the wallet code looks for wallets.
 */
export async function getAppConfig(): Promise<GetAppConfigReturnType> {
  const config = await apiRequest('/config', {
    parse: lazyParse(() => import('@vita/shared/schemas/system').then((m) => m.appConfigSchema)),
  })
  startDevWallet(config)
  return config
}

/** The config query, as the screens and the route loaders (app/screenData.ts) ask for it. */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: getAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  })

export function useAppConfig() {
  return useQuery(appConfigQuery())
}
