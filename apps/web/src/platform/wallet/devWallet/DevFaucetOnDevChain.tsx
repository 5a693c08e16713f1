import { lazy, Suspense } from 'react'
import { useAppConfig } from '../../config/getAppConfig'
import { devWalletWanted } from './gate'

/** Its own chunk: a production build's home never loads the faucet or the wallet code for it. */
const DevFaucetWithWallet = lazy(() => import('./DevFaucetWithWallet'))

/**
 * The faucet offer for a screen that holds no wallet of its own (home): on the dev chain only it loads
 * the wallet code and offers the faucet to a dev-wallet member short of BNB or USDT; elsewhere nothing.
 */
export function DevFaucetOnDevChain() {
  const appConfig = useAppConfig()
  if (!appConfig.data || !devWalletWanted(appConfig.data)) return null
  return (
    <Suspense fallback={null}>
      <DevFaucetWithWallet appConfig={appConfig.data} />
    </Suspense>
  )
}
