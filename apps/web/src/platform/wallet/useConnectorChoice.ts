import { useCallback, useState } from 'react'
import type { Config, Connector } from 'wagmi'
import { isDevWallet } from './devWallet/devWalletId'
import { WalletError } from './walletError'

export type ConnectorChoice = { pick: (connector: Connector) => void; cancel: () => void }

/**
 * Which wallet to connect: the only one announced, or the member's pick when EIP-6963 announced
 * several (`choice` is then set until they pick or cancel; render WalletChooser for it). The dev
 * wallet (a burner key) is never taken without the member picking it, even when it is the only one.
 */
export function useConnectorChoice() {
  const [choice, setChoice] = useState<ConnectorChoice | null>(null)
  const chooseConnector = useCallback((connectors: readonly Connector[]): Promise<Connector> => {
    const [only] = connectors
    if (!only) return Promise.reject(new WalletError('noWallet'))
    if (connectors.length === 1 && !isDevWallet(only)) return Promise.resolve(only)
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
  }, [])
  /**
   * The wallet to connect for a signed-in member's payment: none (undefined) when connected; else their
   * wallet reconnected silently if this site still may (after a reload the wallet session does it only
   * once the screen has settled, and a tap can come first), and only then the choice above.
   */
  const connectorForMember = useCallback(
    async (setup: {
      config: Config
      connectors: readonly Connector[]
      kit: { restoreWalletConnection: (config: Config) => Promise<void> }
    }): Promise<Connector | undefined> => {
      if (setup.config.state.status !== 'connected')
        await setup.kit.restoreWalletConnection(setup.config).catch(() => undefined)
      return setup.config.state.status === 'connected' ? undefined : chooseConnector(setup.connectors)
    },
    [chooseConnector],
  )
  return { choice, chooseConnector, connectorForMember }
}
