import type { AppConfig } from '@vita/shared/schemas/system'
import type { Address } from 'viem'
import { useWalletSetup } from '../useWalletSetup'
import { DevFaucetSlot } from './DevFaucetSlot'

/** The faucet offer with the page's wallet set up: loaded on the dev chain only (DevFaucetOnDevChain). */
export default function DevFaucetWithWallet({ appConfig }: { appConfig: AppConfig }) {
  const setup = useWalletSetup(appConfig.chain)
  const usdt: Address | undefined = appConfig.contracts.usdt
  return <DevFaucetSlot config={setup.config} usdt={usdt} />
}
