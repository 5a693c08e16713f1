import { WALLET_DISCOVERY_WAIT_MS } from '@vita/shared/constants'
import type { Config, Connector } from 'wagmi'
import { watchConnectors } from 'wagmi/actions'

/** The generic connector's id in wagmi; EIP-6963 connectors use the wallet's rdns as id. */
export const GENERIC_INJECTED_ID = 'injected'

type ConnectorLike = Pick<Connector, 'id' | 'type'>

/**
 * Wallets to offer: every EIP-6963 wallet that announced itself; only when none did and the page has
 * a window.ethereum, the generic injected one (toolchain.md: otherwise it duplicates a wallet or is dead).
 */
export function visibleConnectors<T extends ConnectorLike>(
  connectors: readonly T[],
  hasWindowEthereum: boolean,
): T[] {
  const announced = connectors.filter((c) => c.type === 'injected' && c.id !== GENERIC_INJECTED_ID)
  if (announced.length > 0) return announced
  return hasWindowEthereum ? connectors.filter((c) => c.id === GENERIC_INJECTED_ID) : []
}

export function hasWindowEthereum(): boolean {
  return (
    typeof window !== 'undefined' &&
    'ethereum' in window &&
    Boolean((window as { ethereum?: unknown }).ethereum)
  )
}

/** Waits up to 300 ms (spec §7) for an EIP-6963 announcement; returns early once one arrived. */
export function discoverWallets(
  config: Config,
  waitMs: number = WALLET_DISCOVERY_WAIT_MS,
): Promise<Connector[]> {
  const pick = () => visibleConnectors(config.connectors, hasWindowEthereum())
  const announced = () => config.connectors.some((c) => c.type === 'injected' && c.id !== GENERIC_INJECTED_ID)
  if (announced()) return Promise.resolve(pick())
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(pick())
    }
    const timer = setTimeout(finish, waitMs)
    const unsubscribe = watchConnectors(config, {
      onChange() {
        if (announced()) finish()
      },
    })
  })
}
