import { useQuery } from '@tanstack/react-query'
import { appConfigSchema, type AppConfig } from '@vita/shared/schemas/system'
import { apiRequest } from '../../../lib/http'

export type GetAppConfigReturnType = AppConfig

export const appConfigKeys = { all: ['app-config'] as const }

/** GET /app/config: chain, token addresses, product name and feature flags (one build serves every chain). */
export function getAppConfig(): Promise<GetAppConfigReturnType> {
  return apiRequest('/config', { parse: (d) => appConfigSchema.parse(d) })
}

export function useAppConfig() {
  return useQuery({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: Infinity, gcTime: Infinity, retry: 2 })
}
