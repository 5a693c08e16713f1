import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { getAddress, type Hex } from 'viem'
import type { Currency } from '@vita/shared/schemas/assets'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { withdrawalStepUp } from '@vita/shared/stepUp'
import { apiRequest } from '../../../lib/http'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { lazyParse, validRequest } from '../../../lib/schema'
import { stepUpExpiry, type StepUpSigner } from '../../../platform/wallet/signStepUp'
import { withdrawalsKeys } from './keys'

/** What the member confirmed. */
export type WithdrawalInput = {
  currency: Currency
  /** Base units, fee included. */
  amount: string
  address: string
  note?: string | undefined
  /** The fee shown from /app/withdrawals/rules (base units): signed, and checked by the API. */
  fee: string
}

export type RequestWithdrawalParameters = WithdrawalInput & {
  /** One per confirmed submission, reused by its retries; the signed message carries it too. */
  idempotencyKey: string
  /** The member's EIP-712 step-up signature (withdrawalStepUp) and its expiry (unix seconds). */
  signature: Hex
  expiry: number
}
export type RequestWithdrawalReturnType = Withdrawal

/** POST /app/withdrawals: reserves the amount at once; a payout worker sends it on chain. */
export async function requestWithdrawal(
  parameters: RequestWithdrawalParameters,
): Promise<RequestWithdrawalReturnType> {
  const { idempotencyKey, ...fields } = parameters
  const body = await validRequest(
    () => import('@vita/shared/schemas/withdrawals').then((m) => m.withdrawRequestSchema),
    fields,
  )
  return apiRequest('/withdrawals', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/withdrawals').then((m) => m.withdrawalSchema)),
  })
}

export type WithdrawalSubmitterOptions = {
  sign: StepUpSigner
  send?: (parameters: RequestWithdrawalParameters) => Promise<RequestWithdrawalReturnType>
  now?: () => number
}

/**
 * Sends confirmed withdrawals, each signed by the member's wallet over {amount, currency, to, fee,
 * idempotencyKey, expiry}. A retry of the same withdrawal (after a lost answer) keeps its
 * Idempotency-Key and asks for a fresh signature; a refused signature sends nothing.
 */
export function createWithdrawalSubmitter({
  sign,
  send = requestWithdrawal,
  now = Date.now,
}: WithdrawalSubmitterOptions) {
  const submission = createIdempotentSubmission()
  return async function submitWithdrawal(input: WithdrawalInput): Promise<RequestWithdrawalReturnType> {
    const idempotencyKey = submission.keyFor(input)
    const expiry = stepUpExpiry(now())
    const signature = await sign(({ chainId, verifyingContract }) =>
      withdrawalStepUp(chainId, verifyingContract, {
        amount: BigInt(input.amount),
        currency: input.currency,
        to: getAddress(input.address),
        fee: BigInt(input.fee),
        idempotencyKey,
        expiry: BigInt(expiry),
      }),
    )
    try {
      const result = await send({ ...input, idempotencyKey, signature, expiry })
      submission.settle()
      return result
    } catch (error) {
      submission.settle(error)
      throw error
    }
  }
}

/** The form shows every failure itself (wallet, step-up and API texts), so the mutation is silent. */
export function useRequestWithdrawal(sign: StepUpSigner) {
  const client = useQueryClient()
  const signer = useRef(sign)
  signer.current = sign
  const [submitWithdrawal] = useState(() =>
    createWithdrawalSubmitter({ sign: (build) => signer.current(build) }),
  )
  return useMutation({
    mutationFn: submitWithdrawal,
    meta: { silent: true },
    onSuccess: (withdrawal) => client.setQueryData(withdrawalsKeys.detail(withdrawal.id), withdrawal),
    // The balances live in another feature's cache; invalidating by the root key keeps the features apart.
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalsKeys.list() }),
  })
}
