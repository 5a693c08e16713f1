/**
 * The wallet the buy screen pays from: /app/config, the wallet kit, the live connection and the
 * USDT and order contracts. Connecting reports the spec's "connect wallet" and "switch network".
 */
import type { Address } from 'viem'
import { useAppConfig } from '../../../platform/config/getAppConfig'
import type { ConnectStep } from '../../../platform/wallet/connectWallet'
import { useConnectorChoice } from '../../../platform/wallet/useConnectorChoice'
import { useWalletConnection } from '../../../platform/wallet/useWalletConnection'
import { useWalletSetup } from '../../../platform/wallet/useWalletSetup'
import { WalletError } from '../../../platform/wallet/walletError'

export type ClubContracts = { usdt: Address; order: Address }

export function useClubWallet() {
  const appConfig = useAppConfig()
  const setup = useWalletSetup(appConfig.data?.chain)
  const connection = useWalletConnection(setup.config)
  const { choice, connectorForMember } = useConnectorChoice()
  const { usdt, order } = appConfig.data?.contracts ?? {}
  const contracts: ClubContracts | null = usdt && order ? { usdt, order } : null

  async function connect(onStep?: (step: ConnectStep) => void): Promise<Address> {
    if (setup.status !== 'ready') throw new WalletError('notConnected')
    const connector = await connectorForMember(setup)
    const { address } = await setup.kit.connectWallet(setup.config, connector, onStep)
    return address
  }

  return {
    setup,
    config: setup.config,
    contracts,
    account: connection.status === 'connected' ? connection.address : undefined,
    explorerUrl: appConfig.data?.chain.explorerUrl ?? null,
    connect,
    choice,
  }
}
