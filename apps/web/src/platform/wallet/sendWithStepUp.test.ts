import { describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { sendWithStepUp, type StepUpProof } from './sendWithStepUp'

const proof: StepUpProof = { signature: `0x${'ab'.repeat(65)}`, expiry: 1_900_000_000 }
const refusal = (reason: string) =>
  new HttpError({ kind: 'envelope', status: 400, code: 7, msg: reason, reason, data: { reason } })

describe('sendWithStepUp', () => {
  it('signs first when the amount is known to need it', async () => {
    const send = vi.fn(async (given: StepUpProof | null) => given)
    expect(await sendWithStepUp({ upFront: true, sign: async () => proof, send })).toBe(proof)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends unsigned, and signs and sends again when the API asks for the wallet', async () => {
    const send = vi.fn(async (given: StepUpProof | null) => {
      if (given === null) throw refusal('stepUpRequired')
      return 'sent'
    })
    const sign = vi.fn(async () => proof)
    expect(await sendWithStepUp({ upFront: false, sign, send })).toBe('sent')
    expect(send.mock.calls).toEqual([[null], [proof]])
    expect(sign).toHaveBeenCalledTimes(1)
  })

  it('neither signs nor resends after any other refusal, nor after the wallet refuses', async () => {
    const sign = vi.fn(async () => proof)
    const other = vi.fn(async () => {
      throw refusal('insufficientBalance')
    })
    await expect(sendWithStepUp({ upFront: false, sign, send: other })).rejects.toThrow()
    expect(sign).not.toHaveBeenCalled()
    const cancelled = new Error('user rejected')
    const send = vi.fn(async () => {
      throw refusal('stepUpRequired')
    })
    await expect(
      sendWithStepUp({ upFront: false, sign: () => Promise.reject(cancelled), send }),
    ).rejects.toBe(cancelled)
    expect(send).toHaveBeenCalledTimes(1)
  })
})
