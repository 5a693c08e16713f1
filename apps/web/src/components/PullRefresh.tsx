import type { ComponentType, ReactNode } from 'react'
import { afterFirstPaint } from './afterFirstPaint'

type PullToRefreshProps = {
  onRefresh: () => Promise<unknown>
  pullingText?: ReactNode
  canReleaseText?: ReactNode
  refreshingText?: ReactNode
  completeText?: ReactNode
  children?: ReactNode
}

// antd-mobile's PullToRefresh pulls react-spring and @use-gesture (~22 KiB brotli): the list paints
// plainly first, and the pull gesture arrives with its chunk right after (loaded once, then shared).
const usePullToRefresh = afterFirstPaint(() =>
  import('./PullToRefreshLoaded').then((module) => module.default as ComponentType<PullToRefreshProps>),
)

/**
 * antd-mobile's PullToRefresh, loaded after the first paint: until then the children render inside
 * the same markup without the (zero-height) pull head, so nothing moves when the gesture arrives.
 */
export function PullRefresh(props: PullToRefreshProps) {
  const Component = usePullToRefresh()
  if (Component) return <Component {...props} />
  return (
    <div className="adm-pull-to-refresh">
      <div className="adm-pull-to-refresh-content">{props.children}</div>
    </div>
  )
}
