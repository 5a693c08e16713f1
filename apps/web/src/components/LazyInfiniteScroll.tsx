import 'antd-mobile/es/components/infinite-scroll/infinite-scroll.css'
import type { ComponentType, ReactNode } from 'react'
import { afterScreenSettled } from './afterScreenSettled'

type InfiniteScrollProps = {
  hasMore: boolean
  loadMore: (isRetry: boolean) => Promise<void>
  children: (hasMore: boolean, failed: boolean, retry: () => void) => ReactNode
}

// The foot of a list is below the first screen: its scroll watching (antd-mobile's InfiniteScroll with
// lodash's throttle and debounce) arrives once the screen has settled, in the same markup
// (antd-mobile's checks on mount whether the foot is in view, so a list scrolled down early loads then).
const useInfiniteScroll = afterScreenSettled(() =>
  import('./InfiniteScrollLoaded').then((module) => module.default as ComponentType<InfiniteScrollProps>),
)

const noRetry = () => undefined

/** antd-mobile's InfiniteScroll once loaded; until then its markup, showing the not-failed state. */
export function LazyInfiniteScroll(props: InfiniteScrollProps) {
  const Component = useInfiniteScroll()
  if (Component) return <Component {...props} />
  return <div className="adm-infinite-scroll">{props.children(props.hasMore, false, noRetry)}</div>
}
