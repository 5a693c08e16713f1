import { useQuery } from '@tanstack/react-query'
import type { WithdrawRules } from '@vita/shared/schemas/withdrawals'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'
import { withdrawalsKeys } from './keys'

export type GetWithdrawRulesReturnType = { rules: WithdrawRules[] }

/** GET /app/withdrawals/rules: minimum, fee, expected arrival and whether each currency is open. */
export function getWithdrawRules(): Promise<GetWithdrawRulesReturnType> {
  return apiRequest('/withdrawals/rules', {
    parse: lazyParse(() =>
      import('@vita/shared/schemas/withdrawals').then((m) => m.withdrawRulesResponseSchema),
    ),
  })
}

export function useWithdrawRules() {
  return useQuery({ queryKey: withdrawalsKeys.rules(), queryFn: getWithdrawRules, staleTime: 60_000 })
}
