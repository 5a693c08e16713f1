/**
 * Runs a task once the page has loaded, `settleMs` more have passed and the main thread is idle, so
 * work that no screen needs to paint (the service worker, the wallet watcher) never competes with the
 * first paint or with the screen's own chunks and requests for a phone's bandwidth and CPU. The load
 * event alone comes too early for that: a screen's chunks and its data are asked for after it.
 */
type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
}

/** How long an idle callback may wait on a busy page before the task runs anyway. */
export const IDLE_TIMEOUT_MS = 5_000

/** How long after the load event a screen's chunks and first requests have usually been answered. */
export const SETTLE_MS = 3_000

export function afterPageLoad(task: () => void, settleMs = 0, win: IdleWindow = window): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else win.setTimeout(task, 1_000)
  }
  const afterLoad = () => (settleMs > 0 ? win.setTimeout(whenIdle, settleMs) : whenIdle())
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
}
