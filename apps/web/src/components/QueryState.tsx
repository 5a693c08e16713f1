import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from './Loading'

/** What QueryState needs of a (possibly infinite) TanStack query result. */
export type QueryLike<T> = { data: T | undefined; isError: boolean; refetch: () => Promise<unknown> }

/**
 * The three faces of a query: its data, the load-failed card with a retry button, or a loading
 * placeholder. Data already loaded wins over a failed refetch, so polling screens keep showing it.
 */
export function QueryState<T>({
  query,
  loading = <Loading />,
  errorText,
  testId,
  children,
}: {
  query: QueryLike<T>
  /** Shown while the first answer is on its way (a skeleton; the spinner by default). */
  loading?: ReactNode
  /** The card's message; without one the card is just the retry button. */
  errorText?: string
  /** data-testid of the load-failed card. */
  testId?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (!query.isError) return <>{loading}</>
  return (
    <div className="load-failed" role="alert" data-testid={testId}>
      {errorText && <p>{errorText}</p>}
      <button type="button" className="btn" onClick={() => void query.refetch()}>
        {t('app.retry')}
      </button>
    </div>
  )
}
