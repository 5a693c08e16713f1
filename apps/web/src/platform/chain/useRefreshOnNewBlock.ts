import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Config } from 'wagmi'
import { watchBlockNumber } from 'wagmi/actions'

/** Invalidates the given chain reads whenever a new block arrives, so balances and quotes stay live. */
export function useRefreshOnNewBlock(config: Config | null, keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient()
  const signature = JSON.stringify(keys)
  useEffect(() => {
    if (!config) return
    const parsed = JSON.parse(signature) as QueryKey[]
    return watchBlockNumber(config, {
      pollingInterval: 2_000,
      onBlockNumber() {
        for (const queryKey of parsed) void queryClient.invalidateQueries({ queryKey })
      },
      onError: () => undefined,
    })
  }, [config, queryClient, signature])
}
