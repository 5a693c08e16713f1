import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, IDLE_TIMEOUT_MS } from './afterFirstPaint'

function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const listeners: Array<() => void> = []
  const idle: Array<() => void> = []
  const timers: Array<() => void> = []
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener)
    }),
    setTimeout: vi.fn((handler: () => void) => timers.push(handler)),
    ...(withIdle
      ? {
          requestIdleCallback: vi.fn((callback: () => void, options?: { timeout: number }) => {
            expect(options?.timeout).toBe(IDLE_TIMEOUT_MS)
            return idle.push(callback)
          }),
        }
      : {}),
  }
  return { win, load: () => listeners.forEach((l) => l()), idle, timers }
}

describe('afterFirstPaint', () => {
  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn()
    const w = fakeWindow('loading')
    afterFirstPaint(task, w.win as never)
    expect(w.idle).toHaveLength(0)
    w.load()
    expect(task).not.toHaveBeenCalled()
    w.idle.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('only waits for idle when the page has already loaded', () => {
    const task = vi.fn()
    const w = fakeWindow('complete')
    afterFirstPaint(task, w.win as never)
    expect(w.win.addEventListener).not.toHaveBeenCalled()
    w.idle.forEach((callback) => callback())
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    const task = vi.fn()
    const w = fakeWindow('complete', false)
    afterFirstPaint(task, w.win as never)
    expect(task).not.toHaveBeenCalled()
    w.timers.forEach((handler) => handler())
    expect(task).toHaveBeenCalledTimes(1)
  })
})
