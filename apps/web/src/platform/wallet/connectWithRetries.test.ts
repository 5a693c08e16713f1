import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectWithRetries } from './connectWithRetries'
import { WalletError } from './walletError'

const rpc = (code: number) => Object.assign(new Error(`rpc ${code}`), { code })
const hang = () => new Promise<string>(() => undefined)

async function outcomeAfter<T>(promise: Promise<T>, ms: number) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(ms)
  return outcome
}

describe('wallet connection: 30 s per attempt, 3 retries (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a wallet that never answers is asked 4 times, 30 s each, then 钱包连接超时', async () => {
    const attempt = vi.fn(hang)
    const pending = connectWithRetries(attempt)
    await vi.advanceTimersByTimeAsync(30_000 * 3)
    expect(attempt).toHaveBeenCalledTimes(4)
    const outcome = await outcomeAfter(pending, 30_000)
    expect(outcome).toEqual({ error: new WalletError('connectTimeout') })
    expect(attempt).toHaveBeenCalledTimes(4)
  })

  it('an answer after a timed-out attempt connects', async () => {
    const attempt = vi.fn(hang).mockImplementationOnce(hang).mockResolvedValueOnce('0xabc')
    expect(await outcomeAfter(connectWithRetries(attempt), 30_000)).toEqual({ value: '0xabc' })
    expect(attempt).toHaveBeenCalledTimes(2)
  })

  it('a failure without a reason is retried; three more failures end with 钱包连接失败', async () => {
    const attempt = vi.fn(() => Promise.reject(rpc(-32603)))
    const outcome = await outcomeAfter(connectWithRetries(attempt), 0)
    expect(outcome).toMatchObject({ error: { reason: 'connectFailed' } })
    expect(attempt).toHaveBeenCalledTimes(4)
  })

  it("the member's own answers end it at once: rejected, already pending, no wallet", async () => {
    for (const [error, reason] of [
      [rpc(4001), 'userRejected'],
      [rpc(-32002), 'requestPending'],
      [new WalletError('noWallet'), 'noWallet'],
    ] as const) {
      const attempt = vi.fn(() => Promise.reject(error))
      expect(await outcomeAfter(connectWithRetries(attempt), 0)).toMatchObject({ error: { reason } })
      expect(attempt).toHaveBeenCalledTimes(1)
    }
  })
})
