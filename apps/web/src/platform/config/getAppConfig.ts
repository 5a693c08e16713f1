import { useQuery } from '@tanstack/react-query'
import type { AppConfig } from '@vita/shared/schemas/system'
import { apiRequest } from '../../lib/http'
import { lazyParse } from '../../lib/schema'

export type GetAppConfigReturnType = AppConfig

export const appConfigKeys = { all: ['app-config'] as const }

/** GET /app/config: chain, token addresses, product name and feature flags (one build serves every chain). */
export function getAppConfig(): Promise<GetAppConfigReturnType> {
  return apiRequest('/config', {
    parse: lazyParse(() => import('@vita/shared/schemas/system').then((m) => m.appConfigSchema)),
  })
}

export function useAppConfig() {
  return useQuery({
    queryKey: appConfigKeys.all,
    queryFn: getAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  })
}
