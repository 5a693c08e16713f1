import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTransferSubmitter } from './transfer'

const toUuid = '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11'
const input = { toUuid, currency: 'DPINE' as const, amount: '5000000000000000000' }
const answer = {
  transferId: '7',
  currency: 'DPINE',
  amount: input.amount,
  toUuid,
  available: '1000',
  createdAt: '2026-11-21T12:00:00.000Z',
}
const envelope = (status: number, code: number, data: unknown, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

describe('transfer submit', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const keysSent = () =>
    fetchMock.mock.calls.map(([request]) => (request as Request).headers.get('Idempotency-Key'))
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('retries a submission whose answer was lost with the same Idempotency-Key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const submit = createTransferSubmitter()
    await expect(submit(input)).rejects.toThrow()
    await expect(submit(input)).resolves.toMatchObject({ transferId: '7' })
    const [first, second] = keysSent()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
    const body: unknown = await (fetchMock.mock.calls[1]?.[0] as Request).json()
    expect(body).toEqual(input)
  })

  it('uses a new key for the next transfer after a success or a refusal', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(200, 0, answer))
      .mockResolvedValueOnce(envelope(400, 7, null, '余额不足'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const submit = createTransferSubmitter()
    await submit(input)
    await expect(submit(input)).rejects.toThrow()
    await submit(input)
    const keys = keysSent()
    expect(new Set(keys).size).toBe(3)
  })
})
