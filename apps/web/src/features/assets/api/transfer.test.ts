import { verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { transferStepUp } from '@vita/shared/stepUp'
import type { BuildStepUp } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { createTransferSubmitter, needsTransferStepUp } from './transfer'

const toUuid = '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11'
const input = { toUuid, currency: 'DPINE' as const, amount: '5000000000000000000' }
const small = { ...input, stepUpThreshold: 10n ** 21n }
const large = { ...input, stepUpThreshold: 10n ** 18n }
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

// A dev key: the member's wallet in these tests.
const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }
const NOW = 1_800_000_000_000

/** Signs like the member's wallet and records every typed data it was asked for. */
function walletSigner() {
  const asked: ReturnType<BuildStepUp>[] = []
  const sign = vi.fn(async (build: BuildStepUp): Promise<Hex> => {
    const typedData = build(domain)
    asked.push(typedData)
    return member.signTypedData(typedData)
  })
  return { sign, asked }
}

describe('transfer submit', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const keysSent = () =>
    fetchMock.mock.calls.map(([request]) => (request as Request).headers.get('Idempotency-Key'))
  const bodySent = (call: number) =>
    (fetchMock.mock.calls[call]?.[0] as Request).json() as Promise<Record<string, unknown>>
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('retries a submission whose answer was lost with the same Idempotency-Key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign } = walletSigner()
    const submit = createTransferSubmitter({ sign })
    await expect(submit(small)).rejects.toThrow()
    await expect(submit(small)).resolves.toMatchObject({ transferId: '7' })
    const [first, second] = keysSent()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
    expect(await bodySent(1)).toEqual(input)
  })

  it('uses a new key for the next transfer after a success or a refusal', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(200, 0, answer))
      .mockResolvedValueOnce(envelope(400, 7, null, '余额不足'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const submit = createTransferSubmitter({ sign: walletSigner().sign })
    await submit(small)
    await expect(submit(small)).rejects.toThrow()
    await submit(small)
    const keys = keysSent()
    expect(new Set(keys).size).toBe(3)
  })

  it('sends a transfer below the step-up threshold without asking the wallet', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign } = walletSigner()
    await createTransferSubmitter({ sign })(small)
    expect(sign).not.toHaveBeenCalled()
    expect(await bodySent(0)).not.toHaveProperty('signature')
  })

  it('signs and resends a small transfer with the same key when the API asks (the last 24 hours add up)', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(400, 7, { reason: 'stepUpRequired' }, '请在钱包中确认签名'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign, asked } = walletSigner()
    await expect(createTransferSubmitter({ sign, now: () => NOW })(small)).resolves.toMatchObject({
      transferId: '7',
    })
    expect(sign).toHaveBeenCalledTimes(1)
    const [first, second] = keysSent()
    expect(second).toBe(first)
    expect(await bodySent(0)).not.toHaveProperty('signature')
    expect(await bodySent(1)).toMatchObject({ signature: expect.stringMatching(/^0x/) })
    expect(asked[0]?.message).toMatchObject({ idempotencyKey: first, amount: BigInt(input.amount) })
  })

  it('a transfer at the threshold carries the member signature over amount, currency, toUuid, key and expiry', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign } = walletSigner()
    await createTransferSubmitter({ sign, now: () => NOW })({
      ...input,
      stepUpThreshold: BigInt(input.amount),
    })
    const body = await bodySent(0)
    const [key] = keysSent()
    expect(body).toMatchObject({ ...input, expiry: NOW / 1000 + 300 })
    const signed = transferStepUp(domain.chainId, domain.verifyingContract, {
      amount: BigInt(input.amount),
      currency: 'DPINE',
      toUuid,
      idempotencyKey: key ?? '',
      expiry: BigInt(NOW / 1000 + 300),
    })
    expect(
      await verifyTypedData({ ...signed, address: member.address, signature: body.signature as Hex }),
    ).toBe(true)
  })

  it('a refused signature sends nothing; the retry keeps the key and asks for a fresh signature', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign, asked } = walletSigner()
    sign.mockRejectedValueOnce(new WalletError('userCancelled'))
    let clock = NOW
    const submit = createTransferSubmitter({ sign, now: () => clock })
    await expect(submit(large)).rejects.toMatchObject({ reason: 'userCancelled' })
    expect(fetchMock).not.toHaveBeenCalled()
    clock += 30_000
    await submit(large)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(asked[0]?.message).toMatchObject({
      idempotencyKey: keysSent()[0],
      expiry: BigInt((NOW + 30_000) / 1000 + 300),
    })
  })

  it('asks for a fresh signature with the same key when the answer of a signed transfer was lost', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope(200, 0, answer))
    const { sign } = walletSigner()
    let clock = NOW
    const submit = createTransferSubmitter({ sign, now: () => clock })
    await expect(submit(large)).rejects.toThrow()
    clock += 60_000
    await submit(large)
    const [first, second] = keysSent()
    expect(second).toBe(first)
    const [a, b] = [await bodySent(0), await bodySent(1)]
    expect(a.signature).not.toBe(b.signature)
    expect(b.expiry).toBe((NOW + 60_000) / 1000 + 300)
  })
})

describe('needsTransferStepUp', () => {
  it('signs at and above the threshold, and whenever the threshold is not known', () => {
    expect(needsTransferStepUp(999n, 1000n)).toBe(false)
    expect(needsTransferStepUp(1000n, 1000n)).toBe(true)
    expect(needsTransferStepUp(1001n, 1000n)).toBe(true)
    expect(needsTransferStepUp(1n, null)).toBe(true)
  })
})
