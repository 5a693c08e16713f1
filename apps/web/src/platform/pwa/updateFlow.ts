/**
 * When a new build is deployed, its service worker installs beside the running one and waits. The
 * member is asked (one prompt at a time); on yes the waiting worker takes over and the page reloads
 * into the new build, on "later" the next page load asks again. The browser only looks for a new
 * sw.js on navigations, which a single-page app rarely makes, so the app also asks it to look every
 * hour and whenever the member comes back to the app.
 */

export type UpdateFlow = { onNeedRefresh(): Promise<void> }

export function createUpdateFlow(deps: {
  /** Shows the prompt; true when the member chooses to reload. */
  ask: () => Promise<boolean>
  /** Activates the waiting service worker; the page reloads once it controls it. */
  update: () => Promise<void>
}): UpdateFlow {
  let asking = false
  return {
    async onNeedRefresh() {
      if (asking) return
      asking = true
      try {
        if (await deps.ask()) await deps.update()
      } finally {
        asking = false
      }
    },
  }
}

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000
/** Coming back to the app checks again only if the last check is older than this. */
export const MIN_CHECK_GAP_MS = 5 * 60 * 1000

type WatchEnv = {
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>
  navigator: Pick<Navigator, 'onLine'>
  setInterval: (handler: () => void, ms: number) => number
  clearInterval: (id: number) => void
  now: () => number
}

const browserEnv = (): WatchEnv => ({
  document,
  navigator,
  setInterval: (handler, ms) => window.setInterval(handler, ms),
  clearInterval: (id) => window.clearInterval(id),
  now: () => Date.now(),
})

/** Checks for a new sw.js hourly and on return to the app (online, not mid-install); returns a stop function. */
export function watchForUpdates(
  registration: Pick<ServiceWorkerRegistration, 'update' | 'installing'>,
  env: WatchEnv = browserEnv(),
): () => void {
  let lastCheck = env.now()
  const check = (minGap: number) => {
    if (registration.installing || !env.navigator.onLine) return
    if (env.now() - lastCheck < minGap) return
    lastCheck = env.now()
    // A failed check (a flaky network, a server restarting) is retried at the next occasion.
    registration.update().catch(() => undefined)
  }
  const onVisible = () => {
    if (env.document.visibilityState === 'visible') check(MIN_CHECK_GAP_MS)
  }
  const timer = env.setInterval(() => check(0), UPDATE_CHECK_INTERVAL_MS)
  env.document.addEventListener('visibilitychange', onVisible)
  return () => {
    env.clearInterval(timer)
    env.document.removeEventListener('visibilitychange', onVisible)
  }
}
