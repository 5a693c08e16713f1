import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ClaimDividendsResponse } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { createIdempotentSubmission } from '../../../lib/idempotencyKey'
import { lazyParse } from '../../../lib/schema'
import { clubMoneyKeys } from './moneyKeys'

export type ClaimDividendsReturnType = ClaimDividendsResponse

/** POST /app/club/dividends/claim: moves everything claimable to the available USDT balance. */
export function claimDividends(idempotencyKey: string): Promise<ClaimDividendsReturnType> {
  return apiRequest('/club/dividends/claim', {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: lazyParse(() => import('@vita/shared/schemas/club').then((m) => m.claimDividendsResponseSchema)),
  })
}

/**
 * One Idempotency-Key per claim of a given claimable total: a retry after a lost answer reuses it
 * (the server answers the first claim again instead of claiming twice). The screen shows the texts.
 */
export function useClaimDividends() {
  const client = useQueryClient()
  const [submission] = useState(() => createIdempotentSubmission())
  return useMutation({
    mutationFn: async (claimableTotal: string) => {
      try {
        const result = await claimDividends(submission.keyFor({ claimableTotal }))
        submission.settle()
        return result
      } catch (error) {
        submission.settle(error)
        throw error
      }
    },
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: clubMoneyKeys.all }),
  })
}
