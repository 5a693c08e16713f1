/**
 * Runs a task once the page has loaded and the main thread is idle, so work that no screen needs to
 * paint (the service worker) never competes with the first paint or the screen's own requests.
 */
type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
}

/** How long an idle callback may wait on a busy page before the task runs anyway. */
export const IDLE_TIMEOUT_MS = 5_000

export function afterFirstPaint(task: () => void, win: IdleWindow = window): void {
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    else win.setTimeout(task, 1_000)
  }
  if (win.document.readyState === 'complete') whenIdle()
  else win.addEventListener('load', whenIdle, { once: true })
}
