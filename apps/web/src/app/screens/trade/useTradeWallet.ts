/**
 * What every trading screen needs: /app/config, the wallet kit, the live connection and the trade
 * contracts. Trading screens are not auth routes (spec §2), so a visitor can connect here without
 * signing in; a signed-in member's wallet is already reconnected by the wallet session.
 */
import { useState } from 'react'
import type { Address } from 'viem'
import type { Connector } from 'wagmi'
import { useAppConfig } from '../../../features/app-config/api/getAppConfig'
import { tradeContracts } from '../../../features/swap/tradeContracts'
import { useWalletConnection } from '../../../features/wallet/useWalletConnection'
import { useWalletSetup } from '../../../features/wallet/useWalletSetup'
import { WalletError } from '../../../features/wallet/walletError'

export type ConnectorChoice = { pick: (connector: Connector) => void; cancel: () => void }

export function useTradeWallet() {
  const appConfig = useAppConfig()
  const setup = useWalletSetup(appConfig.data?.chain)
  const connection = useWalletConnection(setup.config)
  const [choice, setChoice] = useState<ConnectorChoice | null>(null)
  const account: Address | undefined = connection.status === 'connected' ? connection.address : undefined

  function chooseConnector(connectors: Connector[]): Promise<Connector> {
    const [only] = connectors
    if (!only) return Promise.reject(new WalletError('noWallet'))
    if (connectors.length === 1) return Promise.resolve(only)
    return new Promise((resolve, reject) => {
      setChoice({
        pick: (connector) => {
          setChoice(null)
          resolve(connector)
        },
        cancel: () => {
          setChoice(null)
          reject(new WalletError('notAuthorized'))
        },
      })
    })
  }

  /** Connects (or reuses the live connection) and puts the wallet on the app's chain. */
  async function connect(): Promise<Address> {
    if (setup.status !== 'ready') throw new WalletError('notConnected')
    const { config, connectors, kit } = setup
    const connector = config.state.status === 'connected' ? undefined : await chooseConnector(connectors)
    const { address } = await kit.connectWallet(config, connector)
    return address
  }

  return {
    appConfig,
    setup,
    config: setup.config,
    contracts: tradeContracts(appConfig.data?.contracts),
    account,
    connection,
    connect,
    choice,
  }
}
