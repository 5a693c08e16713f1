import { useCallback, useEffect, useRef, useState } from 'react'
import type { TransactionReceipt } from 'viem'
import type { Config } from 'wagmi'
import { clearPendingTx, readPendingTx, savePendingTx, type PendingTx } from './pendingTx'

export type PendingOutcome = { tx: PendingTx; receipt: TransactionReceipt | null; error: unknown }

/**
 * The pending transaction of this chain: `track` stores a freshly submitted one; on mount a stored
 * one (from before a reload) is resolved from its receipt and `onResolved` reports the outcome.
 */
export function usePendingTransaction(
  config: Config | null,
  onResolved: (outcome: PendingOutcome) => void,
): { pending: PendingTx | null; track: (tx: PendingTx) => void; settle: (hash: string) => void } {
  const chainId = config?.chains[0]?.id
  const [pending, setPending] = useState<PendingTx | null>(null)
  const resolved = useRef(onResolved)
  resolved.current = onResolved

  useEffect(() => {
    if (!config || chainId === undefined) return
    const stored = readPendingTx(chainId)
    if (!stored) return
    setPending(stored)
    let cancelled = false
    // The receipt watcher (wagmi) loads after the first paint, like the wallet code it runs on.
    import('./waitForTrade')
      .then(({ waitForTrade }) => waitForTrade(config, stored.hash))
      .then(
        (receipt) => ({ tx: stored, receipt, error: null }),
        (error: unknown) => ({ tx: stored, receipt: null, error }),
      )
      .then((outcome) => {
        if (cancelled) return
        clearPendingTx(stored.hash)
        setPending(null)
        resolved.current(outcome)
      })
    return () => {
      cancelled = true
    }
  }, [config, chainId])

  const track = useCallback((tx: PendingTx) => {
    savePendingTx(tx)
    setPending(tx)
  }, [])
  const settle = useCallback((hash: string) => {
    clearPendingTx(hash)
    setPending(null)
  }, [])
  return { pending, track, settle }
}
