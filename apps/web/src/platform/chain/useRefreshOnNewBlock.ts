import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Config } from 'wagmi'

/** Invalidates the given chain reads whenever a new block arrives, so balances and quotes stay live. */
export function useRefreshOnNewBlock(config: Config | null, keys: readonly QueryKey[]): void {
  const queryClient = useQueryClient()
  const signature = JSON.stringify(keys)
  useEffect(() => {
    if (!config) return
    const parsed = JSON.parse(signature) as QueryKey[]
    // wagmi's actions load after the first paint (a config exists only once the wallet kit has loaded).
    let stop: (() => void) | undefined
    let cancelled = false
    void import('wagmi/actions').then(({ watchBlockNumber }) => {
      if (cancelled) return
      stop = watchBlockNumber(config, {
        pollingInterval: 2_000,
        onBlockNumber() {
          for (const queryKey of parsed) void queryClient.invalidateQueries({ queryKey })
        },
        onError: () => undefined,
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [config, queryClient, signature])
}
