import type { ClaimDividendsResponse } from '@vita/shared/schemas/club'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { useIdempotentMutation } from '../../../lib/useIdempotentMutation'
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
  return useIdempotentMutation({
    send: (_claimableTotal: string, idempotencyKey: string) => claimDividends(idempotencyKey),
    invalidates: clubMoneyKeys.all,
  })
}
