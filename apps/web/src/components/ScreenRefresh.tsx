import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PullRefresh } from './PullRefresh'

/**
 * Pull down to refresh a whole screen made of several features: every query it shows (the active
 * ones: balances, lists, chain reads) is asked again. A feature's own list uses its own refresh.
 */
export function ScreenRefresh({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  return <PullRefresh onRefresh={() => client.refetchQueries({ type: 'active' })}>{children}</PullRefresh>
}
