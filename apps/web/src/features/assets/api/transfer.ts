import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Currency, TransferResponse } from '@vita/shared/schemas/assets'
import { apiRequest } from '../../../lib/http'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { lazyParse, validRequest } from '../../../lib/schema'
import { assetsKeys } from './keys'

export type TransferParameters = {
  toUuid: string
  currency: Currency
  /** Base units as a decimal string. */
  amount: string
  memo?: string | undefined
  /** One per confirmed submission, reused by its retries. */
  idempotencyKey: string
}
export type TransferReturnType = TransferResponse
export type TransferInput = Omit<TransferParameters, 'idempotencyKey'>

/** POST /app/assets/transfer: an internal transfer to another member by UUID. */
export async function transfer(parameters: TransferParameters): Promise<TransferReturnType> {
  const { idempotencyKey, memo, ...fields } = parameters
  const body = await validRequest(
    () => import('@vita/shared/schemas/assets').then((m) => m.transferRequestSchema),
    memo ? { ...fields, memo } : fields,
  )
  return apiRequest('/assets/transfer', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/assets').then((m) => m.transferResponseSchema)),
  })
}

/**
 * Sends confirmed transfers. Submitting the same transfer again after a lost answer resends it with
 * the same Idempotency-Key, so the server answers the first transfer instead of paying twice.
 */
export function createTransferSubmitter(
  send: (parameters: TransferParameters) => Promise<TransferReturnType> = transfer,
) {
  const submission = createIdempotentSubmission()
  return async function submitTransfer(input: TransferInput): Promise<TransferReturnType> {
    const idempotencyKey = submission.keyFor(input)
    try {
      const result = await send({ ...input, idempotencyKey })
      submission.settle()
      return result
    } catch (error) {
      submission.settle(error)
      throw error
    }
  }
}

export function useTransfer() {
  const client = useQueryClient()
  const [submitTransfer] = useState(() => createTransferSubmitter())
  return useMutation({
    mutationFn: submitTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: assetsKeys.all }),
  })
}
