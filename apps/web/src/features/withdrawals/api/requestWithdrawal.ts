import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Currency } from '@vita/shared/schemas/assets'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { apiRequest } from '../../../lib/http'
import { lazyParse, validRequest } from '../../../lib/schema'
import { withdrawalsKeys } from './keys'

export type RequestWithdrawalParameters = {
  currency: Currency
  /** Base units, fee included. */
  amount: string
  address: string
  note?: string | undefined
  /** One per confirmed submission, reused by its retries. */
  idempotencyKey: string
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

export function useRequestWithdrawal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (withdrawal) => client.setQueryData(withdrawalsKeys.detail(withdrawal.id), withdrawal),
    // The balances live in another feature's cache; invalidating by the root key keeps the features apart.
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalsKeys.list() }),
  })
}
