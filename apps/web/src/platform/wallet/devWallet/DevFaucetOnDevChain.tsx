import type { AppConfig } from '@vita/shared/schemas/system'
import type { Address } from 'viem'
import { useAppConfig } from '../../config/getAppConfig'
import { useWalletSetup } from '../useWalletSetup'
import { DevFaucetSlot } from './DevFaucetSlot'
import { devWalletWanted } from './gate'

function DevFaucetWithWallet({ appConfig }: { appConfig: AppConfig }) {
  const setup = useWalletSetup(appConfig.chain)
  const usdt: Address | undefined = appConfig.contracts.usdt
  return <DevFaucetSlot config={setup.config} usdt={usdt} />
}

/**
 * The faucet offer for a screen that holds no wallet of its own (home): on the dev chain only it loads
 * the wallet code and offers the faucet to a dev-wallet member short of BNB or USDT; elsewhere nothing.
 */
export function DevFaucetOnDevChain() {
  const appConfig = useAppConfig()
  if (!appConfig.data || !devWalletWanted(appConfig.data)) return null
  return <DevFaucetWithWallet appConfig={appConfig.data} />
}
