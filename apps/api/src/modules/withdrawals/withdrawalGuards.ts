import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { stepUpContextFor } from '../../platform/http/verifyStepUp'
import type { AppServices } from '../../platform/services'
import { refusedDestinations } from './refusedDestinations'

/** What a withdrawal request is checked against here: the step-up domain and the refused destinations. */
export function withdrawalGuards(services: AppServices, signer: Address) {
  const stepUpContext = stepUpContextFor(services, signer)
  const { payoutPrivateKey } = services.config
  const isRefusedDestination = refusedDestinations({
    hotWallet: payoutPrivateKey ? privateKeyToAddress(payoutPrivateKey) : undefined,
    contracts: Object.values(services.deployment.current()?.contracts ?? {}),
  })
  return { stepUpContext, isRefusedDestination }
}
