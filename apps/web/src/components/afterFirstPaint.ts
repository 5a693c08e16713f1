import type { ComponentType } from 'react'
import { useEffect, useState } from 'react'

/**
 * A hook giving `load`'s component once its chunk has arrived (null until then), for antd-mobile
 * components whose animation or scroll libraries need not delay the first paint. The chunk is asked for
 * after the first render and shared: later mounts get the component at once.
 */
export function afterFirstPaint<P>(load: () => Promise<ComponentType<P>>): () => ComponentType<P> | null {
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
      loadOnce().then(
        (next) => active && setComponent(() => next),
        () => undefined,
      )
      return () => {
        active = false
      }
    }, [component])
    return component
  }
}
