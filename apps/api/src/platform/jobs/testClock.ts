import type { JobClock } from './types'

type Sleeper = { until: number; ms: number; frozen: () => boolean; wake(): void }

/** A fake JobClock for tests: time moves only when the test says so, and never by real sleeping. */
export type TestClock = JobClock & {
  /** The length of every sleep that ran to its end, in call order (sleeps cut short by a stop are left out). */
  readonly sleeps: number[]
  /** Moves time forward by `ms`, waking the sleeps due by then. */
  advance(ms: number): void
  /** Moves time to `at` (never backwards), waking the sleeps due by then. */
  set(at: Date): void
  /** Moves time to the end of the earliest pending sleep and wakes it. */
  wakeNext(): void
  /** Resolves once at least `count` sleeps are pending, i.e. that many runner loops are idle. */
  idle(count?: number): Promise<void>
  /** A runner's own view of this clock: same time, but once frozen its sleeps never end (a hung or crashed process). */
  forRunner(): { clock: JobClock; freeze(): void }
}

export function createTestClock(start: Date): TestClock {
  let time = start.getTime()
  const sleepers = new Set<Sleeper>()
  const sleeps: number[] = []
  const active = () => [...sleepers].filter((sleeper) => !sleeper.frozen())

  const wakeDue = () => {
    for (const sleeper of active()) if (sleeper.until <= time) sleeper.wake()
  }
  const sleepFor =
    (frozen: () => boolean) =>
    (ms: number, signal: AbortSignal): Promise<void> =>
      new Promise((resolve) => {
        if (signal.aborted) return resolve()
        // A zero pause still yields, so a loop that asks for none cannot starve the test.
        if (ms <= 0) return void setImmediate(resolve)
        const sleeper: Sleeper = {
          until: time + ms,
          ms,
          frozen,
          wake: () => {
            sleeps.push(ms)
            finish()
          },
        }
        const finish = () => {
          sleepers.delete(sleeper)
          signal.removeEventListener('abort', finish)
          resolve()
        }
        signal.addEventListener('abort', finish)
        sleepers.add(sleeper)
      })
  const now = () => new Date(time)

  return {
    now,
    sleep: sleepFor(() => false),
    sleeps,
    advance(ms) {
      time += ms
      wakeDue()
    },
    set(at) {
      time = Math.max(time, at.getTime())
      wakeDue()
    },
    wakeNext() {
      const [next] = active().sort((a, b) => a.until - b.until)
      if (!next) throw new Error('no runner is sleeping')
      time = Math.max(time, next.until)
      wakeDue()
    },
    async idle(count = 1) {
      const deadline = Date.now() + 10_000
      // Polled from macrotasks: a loop that only passes through a sleep between microtasks is not idle.
      while (active().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} idle runners, found ${active().length}`)
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
    },
    forRunner() {
      let frozen = false
      return { clock: { now, sleep: sleepFor(() => frozen) }, freeze: () => void (frozen = true) }
    },
  }
}
