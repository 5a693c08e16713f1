import { useCallback, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import type { Config } from 'wagmi'

export type WalletSnapshot = {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  address: Address | undefined
  chainId: number | undefined
  /** The connected wallet's connector id (an EIP-6963 wallet's rdns). */
  connectorId: string | undefined
}

const disconnected: WalletSnapshot = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  connectorId: undefined,
}
const snapshots = new WeakMap<Config, WalletSnapshot>()

/** Reads the live connection from the config's own store (no wagmi import: this hook is in the screen chunk). */
function snapshotOf(config: Config): WalletSnapshot {
  const state = config.state
  const connection = state.current ? state.connections.get(state.current) : undefined
  const next: WalletSnapshot = {
    status: state.status,
    address: connection?.accounts[0],
    chainId: connection?.chainId,
    connectorId: connection?.connector.id,
  }
  const previous = snapshots.get(config)
  if (
    previous &&
    previous.status === next.status &&
    previous.address === next.address &&
    previous.chainId === next.chainId &&
    previous.connectorId === next.connectorId
  ) {
    return previous
  }
  snapshots.set(config, next)
  return next
}

export function useWalletConnection(config: Config | null): WalletSnapshot {
  const subscribe = useCallback(
    (listener: () => void) => (config ? config.subscribe((state) => state, listener) : () => undefined),
    [config],
  )
  const getSnapshot = useCallback(() => (config ? snapshotOf(config) : disconnected), [config])
  return useSyncExternalStore(subscribe, getSnapshot)
}
