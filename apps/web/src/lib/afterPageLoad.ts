/**
 * Runs a task once the page has loaded, `settleMs` more have passed and the main thread is idle, so
 * work that no screen needs to paint (the service worker, the wallet watcher, code prefetched for a
 * later tap) never competes with the first paint or with the screen's own chunks and requests for a
 * phone's bandwidth and CPU. The load event alone comes too early for that: a screen's chunks and its
 * data are asked for after it. Returns a function that cancels the task if it has not run yet.
 */
type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (id: number) => void
}

/** How long an idle callback may wait on a busy page before the task runs anyway. */
export const IDLE_TIMEOUT_MS = 5_000

/** How long after the load event a screen's chunks and first requests have usually been answered. */
export const SETTLE_MS = 3_000

export function afterPageLoad(
  task: () => void,
  settleMs = 0,
  // Undefined while a shell is prerendered in Node (app/prerender.tsx): no page loads there.
  win: IdleWindow | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  if (!win) return () => undefined
  let cancel = () => {}
  const whenIdle = () => {
    if (win.requestIdleCallback) {
      const id = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      cancel = () => win.cancelIdleCallback?.(id)
    } else {
      const id = win.setTimeout(task, 1_000)
      cancel = () => win.clearTimeout(id)
    }
  }
  const afterLoad = () => {
    if (settleMs <= 0) return whenIdle()
    const id = win.setTimeout(whenIdle, settleMs)
    cancel = () => win.clearTimeout(id)
  }
  if (win.document.readyState === 'complete') afterLoad()
  else {
    win.addEventListener('load', afterLoad, { once: true })
    cancel = () => win.removeEventListener('load', afterLoad)
  }
  return () => cancel()
}
