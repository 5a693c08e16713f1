/**
 * What every trading screen needs: /app/config, the wallet kit, the live connection and the trade
 * contracts. Trading screens are not auth routes (spec §2), so a visitor can connect here without
 * signing in; a signed-in member's wallet is already reconnected by the wallet session.
 */
import type { Address } from 'viem'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import { useConnectorChoice } from '../../../platform/wallet/useConnectorChoice'
import { useWalletConnection } from '../../../platform/wallet/useWalletConnection'
import { useWalletSetup } from '../../../platform/wallet/useWalletSetup'
import { WalletError } from '../../../platform/wallet/walletError'
import { swapContracts } from '../swapContracts'

export function useTradeWallet() {
  const appConfig = useAppConfig()
  const setup = useWalletSetup(appConfig.data?.chain)
  const connection = useWalletConnection(setup.config)
  const { choice, connectorForMember } = useConnectorChoice()
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined

  /** Connects (or reuses the live connection) and puts the wallet on the app's chain. */
  async function connect(): Promise<Address> {
    if (setup.status !== 'ready') throw new WalletError('notConnected')
    const connector = await connectorForMember(setup)
    const { address } = await setup.kit.connectWallet(setup.config, connector)
    return address
  }

  return {
    setup,
    config: setup.config,
    contracts: swapContracts(appConfig.data?.contracts),
    account,
    connect,
    choice,
  }
}
