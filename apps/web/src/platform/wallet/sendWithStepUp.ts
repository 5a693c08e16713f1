import type { Hex } from 'viem'
import { stepUpReason } from './stepUpFailure'

/** A step-up signature and its expiry (unix seconds), as the API takes them. */
export type StepUpProof = { signature: Hex; expiry: number }

export type SendWithStepUpParameters<R> = {
  /** Sign before the first try (the amount is known to need it); otherwise only when the API asks. */
  upFront: boolean
  /** Asks the member's wallet (a fresh signature each time); its refusal sends nothing more. */
  sign: () => Promise<StepUpProof>
  /** Sends the request, signed or not, with the same Idempotency-Key every time. */
  send: (proof: StepUpProof | null) => Promise<R>
}

/**
 * Sends a money request that may need the member's wallet. The API is the judge (a transfer's
 * threshold counts the last 24 hours, which the app does not know): an unsigned request it answers
 * with stepUpRequired is signed and sent once more, moving nothing in between.
 */
export async function sendWithStepUp<R>({ upFront, sign, send }: SendWithStepUpParameters<R>): Promise<R> {
  if (upFront) return send(await sign())
  try {
    return await send(null)
  } catch (error) {
    if (stepUpReason(error) !== 'stepUpRequired') throw error
    return send(await sign())
  }
}
