import { describe, expect, it, vi } from 'vitest'
import { createUpdateFlow, MIN_CHECK_GAP_MS, UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from './updateFlow'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createUpdateFlow', () => {
  it('activates the waiting version when the member chooses to reload', async () => {
    const update = vi.fn(async () => undefined)
    const flow = createUpdateFlow({ ask: async () => true, update })
    await flow.onNeedRefresh()
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('keeps the running version when the member says later, and asks again next time', async () => {
    const update = vi.fn(async () => undefined)
    const ask = vi.fn(async () => false)
    const flow = createUpdateFlow({ ask, update })
    await flow.onNeedRefresh()
    await flow.onNeedRefresh()
    expect(ask).toHaveBeenCalledTimes(2)
    expect(update).not.toHaveBeenCalled()
  })

  it('shows one prompt at a time', async () => {
    const answer = deferred<boolean>()
    const ask = vi.fn(() => answer.promise)
    const update = vi.fn(async () => undefined)
    const flow = createUpdateFlow({ ask, update })
    const first = flow.onNeedRefresh()
    await flow.onNeedRefresh()
    expect(ask).toHaveBeenCalledTimes(1)
    answer.resolve(true)
    await first
    expect(update).toHaveBeenCalledTimes(1)
  })

  it('asks again after a prompt that failed to load', async () => {
    const ask = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(true)
    const update = vi.fn(async () => undefined)
    const flow = createUpdateFlow({ ask, update })
    await expect(flow.onNeedRefresh()).rejects.toThrow('chunk failed')
    await flow.onNeedRefresh()
    expect(update).toHaveBeenCalledTimes(1)
  })
})

describe('watchForUpdates', () => {
  function setup({ onLine = true, installing = false } = {}) {
    let now = 1_000_000
    let tick: (() => void) | undefined
    const listeners = new Map<string, () => void>()
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
      removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    }
    const registration = {
      installing: installing ? ({} as ServiceWorker) : null,
      update: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    }
    const env = {
      document: doc,
      navigator: { onLine },
      setInterval: vi.fn((handler: () => void, ms: number) => {
        expect(ms).toBe(UPDATE_CHECK_INTERVAL_MS)
        tick = handler
        return 7
      }),
      clearInterval: vi.fn(),
      now: () => now,
    }
    const stop = watchForUpdates(registration, env as never)
    return {
      registration,
      env,
      stop,
      advance: (ms: number) => (now += ms),
      tick: () => tick?.(),
      comeBack: (state: DocumentVisibilityState = 'visible') => {
        doc.visibilityState = state
        listeners.get('visibilitychange')?.()
      },
      listeners,
    }
  }

  it('checks for a new service worker every hour', () => {
    const s = setup()
    s.advance(UPDATE_CHECK_INTERVAL_MS)
    s.tick()
    expect(s.registration.update).toHaveBeenCalledTimes(1)
  })

  it('checks when the member comes back to the app, at most once in five minutes', () => {
    const s = setup()
    s.comeBack()
    expect(s.registration.update).not.toHaveBeenCalled()
    s.advance(MIN_CHECK_GAP_MS)
    s.comeBack('hidden')
    expect(s.registration.update).not.toHaveBeenCalled()
    s.comeBack()
    expect(s.registration.update).toHaveBeenCalledTimes(1)
    s.advance(MIN_CHECK_GAP_MS - 1)
    s.comeBack()
    expect(s.registration.update).toHaveBeenCalledTimes(1)
  })

  it('does not check offline or while a new version is installing', () => {
    for (const options of [{ onLine: false }, { installing: true }]) {
      const s = setup(options)
      s.advance(UPDATE_CHECK_INTERVAL_MS)
      s.tick()
      expect(s.registration.update).not.toHaveBeenCalled()
    }
  })

  it('survives a failed check and stops on request', async () => {
    const s = setup()
    s.registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    s.advance(UPDATE_CHECK_INTERVAL_MS)
    s.tick()
    await Promise.resolve()
    s.stop()
    expect(s.env.clearInterval).toHaveBeenCalledWith(7)
    expect(s.listeners.has('visibilitychange')).toBe(false)
  })
})
