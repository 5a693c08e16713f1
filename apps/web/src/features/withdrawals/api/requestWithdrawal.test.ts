import { verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withdrawalStepUp } from '@vita/shared/stepUp'
import type { BuildStepUp } from '../../../platform/wallet/signStepUp'
import { WalletError } from '../../../platform/wallet/walletError'
import { createWithdrawalSubmitter } from './requestWithdrawal'

const member = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const domain = { chainId: 31337, verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const }
const NOW = 1_800_000_000_000
const payoutAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const input = {
  currency: 'DPINE' as const,
  amount: '100000000000000000000',
  // Typed in lower case: the signed `to` is the checksummed address the API compares.
  address: payoutAddress.toLowerCase(),
  fee: '500000000000000000',
}
const withdrawal = {
  id: '0b7e4a52-6a61-4c1f-9a43-0f1c2b9d2e11',
  currency: 'DPINE',
  amount: input.amount,
  fee: input.fee,
  netAmount: '99500000000000000000',
  address: payoutAddress,
  note: null,
  status: 'pending',
  txHash: null,
  failureReason: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
}
const envelope = (status: number, code: number, data: unknown, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

function walletSigner() {
  const asked: ReturnType<BuildStepUp>[] = []
  const sign = vi.fn(async (build: BuildStepUp): Promise<Hex> => {
    const typedData = build(domain)
    asked.push(typedData)
    return member.signTypedData(typedData)
  })
  return { sign, asked }
}

describe('withdrawal submit with step-up', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const sent = (call: number) => fetchMock.mock.calls[call]?.[0] as Request
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('sends the member signature over {amount, currency, to, fee, idempotencyKey, expiry} the API checks', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, 0, withdrawal))
    const submit = createWithdrawalSubmitter({ sign: walletSigner().sign, now: () => NOW })
    await expect(submit(input)).resolves.toMatchObject({ id: withdrawal.id })
    const request = sent(0)
    const key = request.headers.get('Idempotency-Key') ?? ''
    const body = (await request.json()) as { signature: Hex; expiry: number; fee: string }
    expect(body.expiry).toBe(NOW / 1000 + 5 * 60)
    // The fee shown and signed goes along, so the API can answer stepUpFeeChanged.
    expect(body.fee).toBe(input.fee)
    // What the API verifies: the same message rebuilt from the request, the key from the header.
    const expected = withdrawalStepUp(domain.chainId, domain.verifyingContract, {
      amount: BigInt(input.amount),
      currency: 'DPINE',
      to: payoutAddress,
      fee: BigInt(input.fee),
      idempotencyKey: key,
      expiry: BigInt(body.expiry),
    })
    expect(await verifyTypedData({ ...expected, address: member.address, signature: body.signature })).toBe(
      true,
    )
  })

  it('a refused signature sends nothing', async () => {
    const { sign } = walletSigner()
    sign.mockRejectedValueOnce(new WalletError('userCancelled'))
    const submit = createWithdrawalSubmitter({ sign })
    await expect(submit(input)).rejects.toMatchObject({ reason: 'userCancelled' })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a retry after a lost answer keeps the Idempotency-Key and signs it again with a new expiry', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope(200, 0, withdrawal))
    const { sign, asked } = walletSigner()
    let clock = NOW
    const submit = createWithdrawalSubmitter({ sign, now: () => clock })
    await expect(submit(input)).rejects.toThrow()
    clock += 90_000
    await submit(input)
    const [first, second] = [0, 1].map((call) => sent(call).headers.get('Idempotency-Key'))
    expect(second).toBe(first)
    expect(asked.map((typedData) => typedData.message)).toMatchObject([
      { idempotencyKey: first, expiry: BigInt(NOW / 1000 + 300) },
      { idempotencyKey: first, expiry: BigInt((NOW + 90_000) / 1000 + 300) },
    ])
  })

  it('a changed fee is a new submission with a new key', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(400, 7, { reason: 'stepUpFeeChanged' }, '手续费已变更，请确认后重试'))
      .mockResolvedValueOnce(envelope(200, 0, withdrawal))
    const submit = createWithdrawalSubmitter({ sign: walletSigner().sign })
    await expect(submit(input)).rejects.toThrow()
    await submit({ ...input, fee: '600000000000000000' })
    const keys = [0, 1].map((call) => sent(call).headers.get('Idempotency-Key'))
    expect(new Set(keys).size).toBe(2)
  })
})
