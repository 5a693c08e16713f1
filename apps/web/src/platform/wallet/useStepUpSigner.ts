import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { getStoredSession } from '../../lib/storage'
import { appConfigKeys, getAppConfig } from '../config/getAppConfig'
import { signStepUp, type StepUpSigner } from './signStepUp'

/**
 * The step-up signer of a money form. Nothing of the wallet loads until the member confirms; then
 * the wallet kit (a lazy chunk) reconnects the member's wallet if needed and asks it to sign.
 */
export function useStepUpSigner(): StepUpSigner {
  const queryClient = useQueryClient()
  return useCallback<StepUpSigner>(
    async (build) => {
      const [appConfig, kit] = await Promise.all([
        queryClient.fetchQuery({ queryKey: appConfigKeys.all, queryFn: getAppConfig, staleTime: Infinity }),
        import('./walletKit'),
      ])
      return signStepUp({ appConfig, kit, expectedAccount: getStoredSession()?.walletAddress ?? null, build })
    },
    [queryClient],
  )
}
