import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isHttpError } from '../lib/httpError'
import { Loading } from './Loading'

/** What QueryState needs of a (possibly infinite) TanStack query result. */
export type QueryLike<T> = {
  data: T | undefined
  isError: boolean
  error?: unknown
  refetch: () => Promise<unknown>
}

/** A 404: no such thing, or not the caller's; the API never tells which. */
export function isNotFound(error: unknown): boolean {
  if (!isHttpError(error)) return false
  const { failure } = error
  return (failure.kind === 'envelope' || failure.kind === 'status') && failure.status === 404
}

/**
 * The three faces of a query: its data, the load-failed card with a retry button, or a loading
 * placeholder. Data already loaded wins over a failed refetch, so polling screens keep showing it.
 * A query by id may say what a 404 shows instead of the card, as there is nothing to retry.
 */
export function QueryState<T>({
  query,
  loading = <Loading />,
  notFound,
  errorText,
  testId,
  children,
}: {
  query: QueryLike<T>
  /** Shown while the first answer is on its way (a skeleton; the spinner by default). */
  loading?: ReactNode
  /** Shown instead of the load-failed card when the first answer is a 404 (see isNotFound). */
  notFound?: ReactNode
  /** The card's message; without one the card is just the retry button. */
  errorText?: string
  /** data-testid of the load-failed card. */
  testId?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (!query.isError) return <>{loading}</>
  if (notFound !== undefined && isNotFound(query.error)) return <>{notFound}</>
  return (
    <div className="load-failed" role="alert" data-testid={testId}>
      {errorText && <p>{errorText}</p>}
      <button type="button" className="btn" onClick={() => void query.refetch()}>
        {t('app.retry')}
      </button>
    </div>
  )
}
