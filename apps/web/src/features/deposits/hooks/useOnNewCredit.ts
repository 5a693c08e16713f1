import type { DepositsPage } from '@vita/shared/schemas/deposits'
import { useEffect, useRef } from 'react'

/**
 * Calls `onCredited` when a deposit the screen saw pending (or sent) becomes credited: the balances it
 * shows are then stale. Not on the list's first answer, which the balances were read beside.
 */
export function useOnNewCredit(page: DepositsPage | undefined, onCredited: () => void): void {
  const credited = page?.items.filter((item) => item.status === 'credited').length
  const seen = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (credited === undefined) return
    const before = seen.current
    seen.current = credited
    if (before !== undefined && credited > before) onCredited()
  }, [credited, onCredited])
}
