import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Currency, TransferResponse } from '@vita/shared/schemas/assets'
import { transferStepUp } from '@vita/shared/stepUp'
import { apiRequest } from '../../../lib/http'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { lazyParse, validRequest } from '../../../lib/schema'
import { sendWithStepUp, type StepUpProof } from '../../../platform/wallet/sendWithStepUp'
import { stepUpExpiry, type StepUpSigner } from '../../../platform/wallet/signStepUp'
import { assetsKeys } from './keys'

export type TransferInput = {
  toUuid: string
  currency: Currency
  /** Base units as a decimal string. */
  amount: string
  memo?: string | undefined
}

/** The member's EIP-712 step-up signature (transferStepUp) and its expiry (unix seconds). */
export type TransferStepUpProof = StepUpProof

export type TransferParameters = TransferInput &
  Partial<TransferStepUpProof> & {
    /** One per confirmed submission, reused by its retries; a signed transfer's message carries it too. */
    idempotencyKey: string
  }
export type TransferReturnType = TransferResponse

/** POST /app/assets/transfer: an internal transfer to another member by UUID. */
export async function transfer(parameters: TransferParameters): Promise<TransferReturnType> {
  const { idempotencyKey, memo, signature, expiry, ...fields } = parameters
  const form = await validRequest(
    () => import('@vita/shared/schemas/assets').then((m) => m.transferRequestSchema),
    memo ? { ...fields, memo } : fields,
  )
  // The step-up proof comes from the wallet, not the form, and is added after the form's schema.
  const body = signature && expiry !== undefined ? { ...form, signature, expiry } : form
  return apiRequest('/assets/transfer', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.transferResponseSchema)),
  })
}

/** A confirmed transfer and the step-up threshold of /app/config (null while unknown: then it is signed). */
export type TransferSubmission = TransferInput & { stepUpThreshold: bigint | null }

/**
 * Whether a transfer of `amount` is signed before it is sent (amount ≥ the threshold). Below it the API
 * may still ask, once the last 24 hours' transfers reach the threshold: then it is signed and resent.
 */
export function needsTransferStepUp(amount: bigint, threshold: bigint | null): boolean {
  return threshold === null || amount >= threshold
}

export type TransferSubmitterOptions = {
  sign: StepUpSigner
  send?: (parameters: TransferParameters) => Promise<TransferReturnType>
  now?: () => number
}

/**
 * Sends confirmed transfers. Submitting the same transfer again after a lost answer resends it with
 * the same Idempotency-Key, so the server answers the first transfer instead of paying twice. A
 * transfer at or above the step-up threshold is first signed by the member's wallet (a fresh
 * signature on every try), a smaller one when the API asks for it; a refused signature sends nothing.
 */
export function createTransferSubmitter({
  sign: signer,
  send = transfer,
  now = Date.now,
}: TransferSubmitterOptions) {
  const submission = createIdempotentSubmission()
  return async function submitTransfer({
    stepUpThreshold,
    ...input
  }: TransferSubmission): Promise<TransferReturnType> {
    const idempotencyKey = submission.keyFor(input)
    const sign = async (): Promise<TransferStepUpProof> => {
      const expiry = stepUpExpiry(now())
      const signature = await signer(({ chainId, verifyingContract }) =>
        transferStepUp(chainId, verifyingContract, {
          amount: BigInt(input.amount),
          currency: input.currency,
          toUuid: input.toUuid,
          idempotencyKey,
          expiry: BigInt(expiry),
        }),
      )
      return { signature, expiry }
    }
    try {
      const result = await sendWithStepUp({
        upFront: needsTransferStepUp(BigInt(input.amount), stepUpThreshold),
        sign,
        send: (proof) => send({ ...input, ...proof, idempotencyKey }),
      })
      submission.settle()
      return result
    } catch (error) {
      submission.settle(error)
      throw error
    }
  }
}

/** The form shows every failure itself (wallet, step-up and API texts), so the mutation is silent. */
export function useTransfer(sign: StepUpSigner) {
  const client = useQueryClient()
  const signer = useRef(sign)
  signer.current = sign
  const [submitTransfer] = useState(() => createTransferSubmitter({ sign: (build) => signer.current(build) }))
  return useMutation({
    mutationFn: submitTransfer,
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: assetsKeys.all }),
  })
}
