import { useCallback, useState } from 'react'
import type { Connector } from 'wagmi'
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
  return { choice, chooseConnector }
}
