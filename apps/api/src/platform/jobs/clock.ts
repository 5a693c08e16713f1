import type { JobClock } from './types'

/** Real time: `sleep` ends early, without error, when the signal aborts (the runner is stopping). */
export const systemClock: JobClock = {
  now: () => new Date(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done)
    }),
}
