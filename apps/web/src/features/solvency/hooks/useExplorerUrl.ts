import { useAppConfig } from '../../../platform/config/getAppConfig'

/** The chain's block explorer from /app/config, or null where it has none (the local dev chain). */
export function useExplorerUrl(): string | null {
  return useAppConfig().data?.chain.explorerUrl || null
}
