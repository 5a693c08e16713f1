import type { ComponentType } from 'react'
import { useEffect, useState } from 'react'
import { afterPageLoad, SETTLE_MS } from '../lib/afterPageLoad'

/**
 * A hook giving `load`'s component once its chunk has arrived (null until then), for antd-mobile
 * components whose animation or scroll libraries need not delay the screen: until then the screen shows
 * a working stand-in in the same markup. The chunk is asked for once the screen has settled
 * (lib/afterPageLoad: the load event, SETTLE_MS and an idle moment), so it never competes with the
 * screen's own chunks and data on the way to its largest paint, and is shared: later mounts get the
 * component at once.
 */
export function afterScreenSettled<P>(load: () => Promise<ComponentType<P>>): () => ComponentType<P> | null {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => {
    loading ??= load().then((component) => (loaded = component))
    loading.catch(() => (loading = null))
    return loading
  }
  return function useLoaded() {
    const [component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (component) return
      let active = true
      const cancel = afterPageLoad(() => {
        loadOnce().then(
          (next) => active && setComponent(() => next),
          () => undefined,
        )
      }, SETTLE_MS)
      return () => {
        active = false
        cancel()
      }
    }, [component])
    return component
  }
}
