import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { QueryState, type QueryLike } from '../../../components/QueryState'
import { isNodeMissing } from '../nodeStanding'
import { NodeNotFound } from './NodeNotFound'

/** A card-sized skeleton while a node screen's first answer is on its way. */
export function NodeSkeleton({ lines, testId }: { lines: number; testId: string }) {
  return (
    <section className="card" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </section>
  )
}

/**
 * QueryState for a query by node id: a 404 before any data is "not found" (no such node, or not the
 * caller's), anything else the spec's loading-failure text with a retry.
 */
export function NodeQueryState<T>({
  query,
  notFoundTitle,
  errorText,
  testId,
  children,
}: {
  query: QueryLike<T> & { error: unknown }
  notFoundTitle: string
  errorText: string
  testId: string
  children: (data: T) => ReactNode
}) {
  if (query.data === undefined && query.isError && isNodeMissing(query.error))
    return <NodeNotFound title={notFoundTitle} />
  return (
    <QueryState
      query={query}
      loading={<NodeSkeleton lines={6} testId={`${testId}-loading`} />}
      errorText={errorText}
      testId={`${testId}-error`}
    >
      {children}
    </QueryState>
  )
}
