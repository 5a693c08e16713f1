import { describe, expect, it, vi } from 'vitest'
import { afterPageLoad, IDLE_TIMEOUT_MS } from './afterPageLoad'

function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const listeners: Array<() => void> = []
  const idle: Array<() => void> = []
  const timers: Array<(() => void) & { ms?: number | undefined }> = []
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener)
    }),
    removeEventListener: vi.fn((_type: string, listener: () => void) => {
      listeners.splice(listeners.indexOf(listener), 1)
    }),
    clearTimeout: vi.fn((id: number) => timers.splice(id - 1, 1, () => undefined)),
    setTimeout: vi.fn((handler: () => void, ms?: number) => timers.push(Object.assign(handler, { ms }))),
    ...(withIdle
      ? {
          requestIdleCallback: vi.fn((callback: () => void, options?: { timeout: number }) => {
            expect(options?.timeout).toBe(IDLE_TIMEOUT_MS)
            return idle.push(callback)
          }),
          cancelIdleCallback: vi.fn((id: number) => idle.splice(id - 1, 1, () => undefined)),
        }
      : {}),
  }
  return { win, load: () => listeners.splice(0).forEach((l) => l()), idle, timers }
}

describe('afterPageLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn()
    const w = fakeWindow('loading')
    afterPageLoad(task, 0, w.win as never)
    expect(w.idle).toHaveLength(0)
    w.load()
    expect(task).not.toHaveBeenCalled()
    w.idle.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('only waits for idle when the page has already loaded', () => {
    const task = vi.fn()
    const w = fakeWindow('complete')
    afterPageLoad(task, 0, w.win as never)
    expect(w.win.addEventListener).not.toHaveBeenCalled()
    w.idle.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    const task = vi.fn()
    const w = fakeWindow('complete', false)
    afterPageLoad(task, 0, w.win as never)
    expect(task).not.toHaveBeenCalled()
    w.timers.forEach((handler) => handler())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('lets the screen settle for settleMs after the load event before waiting for idle', () => {
    const task = vi.fn()
    const w = fakeWindow('loading')
    afterPageLoad(task, 3_000, w.win as never)
    w.load()
    expect(w.idle).toHaveLength(0)
    expect(w.timers.map((timer) => timer.ms)).toEqual([3_000])
    w.timers.forEach((handler) => handler())
    expect(task).not.toHaveBeenCalled()
    w.idle.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('cancels a task that has not run yet, at any stage', () => {
    for (const stage of ['before load', 'settling', 'waiting for idle'] as const) {
      const task = vi.fn()
      const w = fakeWindow('loading')
      const cancel = afterPageLoad(task, 1_000, w.win as never)
      if (stage !== 'before load') w.load()
      if (stage === 'waiting for idle') w.timers.splice(0).forEach((handler) => handler())
      cancel()
      w.load()
      w.timers.splice(0).forEach((handler) => handler())
      w.idle.forEach((callback) => callback())
      expect(task, stage).not.toHaveBeenCalled()
    }
  })
})
