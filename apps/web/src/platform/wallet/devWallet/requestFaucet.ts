import type { DevFaucetResponse } from '@vita/shared/schemas/system'
import { apiRequest } from '../../../lib/http'
import { lazyParse } from '../../../lib/schema'

/** The faucet waits for both transactions before it answers. */
const FAUCET_TIMEOUT_MS = 60_000

/** POST /app/dev/faucet (dev chain only): 1 BNB and 1,000 USDT to `address`, confirmed on the chain. */
export function requestFaucet(address: string): Promise<DevFaucetResponse> {
  return apiRequest('/dev/faucet', {
    method: 'POST',
    body: { address },
    timeoutMs: FAUCET_TIMEOUT_MS,
    parse: lazyParse(() => import('@vita/shared/schemas/system').then((m) => m.devFaucetResponseSchema)),
  })
}
