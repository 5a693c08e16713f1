import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { QueryState, type QueryLike } from '../../../components/QueryState'
import { isMissing } from '../orderRules'
import { EmptyBlock } from '../../../components/EmptyBlock'

export function ShopSkeleton({ lines, testId }: { lines: number; testId: string }) {
  return (
    <section className="card" data-testid={testId}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </section>
  )
}

export function ShopEmpty({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children?: ReactNode
}) {
  return (
    <div className="shop-empty" data-testid={testId}>
      <EmptyBlock title={title} />
      {children}
    </div>
  )
}

/** QueryState by id: a 404 before any data is "not found", anything else the spec's failure text with a retry. */
export function ShopQueryState<T>({
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
  if (query.data === undefined && query.isError && isMissing(query.error))
    return <ShopEmpty title={notFoundTitle} testId={`${testId}-not-found`} />
  return (
    <QueryState
      query={query}
      loading={<ShopSkeleton lines={6} testId={`${testId}-loading`} />}
      errorText={errorText}
      testId={`${testId}-error`}
    >
      {children}
    </QueryState>
  )
}
