import { lazy, Suspense, type ReactNode } from 'react'

// antd-mobile's ErrorBlock carries its four illustrations (~8 KiB brotli of inline SVG): an empty list
// shows only once its data has arrived, so the block loads then instead of before the first paint.
const EmptyBlockArt = lazy(() => import('./EmptyBlockArt'))

/**
 * antd-mobile's "empty" ErrorBlock (illustration and title), loaded on first use. Until it is there
 * the title shows on its own in the block's place, so the words are never missing.
 */
export function EmptyBlock({ title }: { title: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="adm-error-block empty-block-pending">
          <div className="adm-error-block-description">
            <div className="adm-error-block-description-title">{title}</div>
          </div>
        </div>
      }
    >
      <EmptyBlockArt title={title} />
    </Suspense>
  )
}
