import type { ReactNode } from 'react'
import { isHttpError } from '../lib/httpError'
import { QueryState, type QueryLike } from './QueryState'

/** A 404: no such thing, or not the caller's; the API never tells which. */
export function isNotFound(error: unknown): boolean {
  if (!isHttpError(error)) return false
  const { failure } = error
  return (failure.kind === 'envelope' || failure.kind === 'status') && failure.status === 404
}

/**
 * QueryState for a query by id: a 404 before any data shows `notFound` (there is nothing to retry),
 * anything else the load-failed card. Apart from QueryState so the screens without one do not load it.
 */
export function QueryByIdState<T>({
  query,
  notFound,
  ...rest
}: Omit<Parameters<typeof QueryState<T>>[0], 'query'> & {
  query: QueryLike<T> & { error: unknown }
  /** Shown instead of the load-failed card for a 404. */
  notFound: ReactNode
}) {
  if (query.data === undefined && query.isError && isNotFound(query.error)) return <>{notFound}</>
  return <QueryState query={query} {...rest} />
}
