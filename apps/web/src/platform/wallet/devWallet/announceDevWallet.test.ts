import { describe, expect, it, vi } from 'vitest'
import { lazyProvider } from './announceDevWallet'

type Listener = (...args: unknown[]) => void

/** A stand-in for the dev wallet's provider: answers with the method's name, emits on demand. */
function fakeProvider() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: vi.fn(async ({ method }: { method: string }) => `answer:${method}`),
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return this
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return this
    },
    emit: (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args)),
  }
}

describe('the lazily loaded dev wallet provider', () => {
  it('loads nothing until the first request, then hands every request to the loaded provider once', async () => {
    const real = fakeProvider()
    const load = vi.fn(async () => real)
    const provider = lazyProvider(load)
    expect(load).not.toHaveBeenCalled()
    const answers = await Promise.all([
      provider.request({ method: 'eth_chainId' }),
      provider.request({ method: 'eth_accounts' }),
    ])
    expect(answers).toEqual(['answer:eth_chainId', 'answer:eth_accounts'])
    await provider.request({ method: 'eth_blockNumber' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(real.request).toHaveBeenCalledTimes(3)
  })

  it('gives listeners added before the load to the loaded provider, minus those removed meanwhile', async () => {
    const real = fakeProvider()
    const provider = lazyProvider(async () => real)
    const kept = vi.fn()
    const removed = vi.fn()
    provider.on('accountsChanged', kept)
    provider.on('accountsChanged', removed)
    provider.removeListener('accountsChanged', removed)
    await provider.request({ method: 'eth_chainId' })
    real.emit('accountsChanged', ['0xabc'])
    expect(kept).toHaveBeenCalledWith(['0xabc'])
    expect(removed).not.toHaveBeenCalled()
    // After the load, listeners go straight to the provider.
    const later = vi.fn()
    provider.on('chainChanged', later)
    real.emit('chainChanged', '0x1')
    expect(later).toHaveBeenCalledWith('0x1')
    provider.removeListener('chainChanged', later)
    real.emit('chainChanged', '0x2')
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('tries the load again on the next request after a failed one', async () => {
    const real = fakeProvider()
    const load = vi
      .fn<() => Promise<ReturnType<typeof fakeProvider>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(real)
    const provider = lazyProvider(load)
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toThrow('chunk failed')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('answer:eth_chainId')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
