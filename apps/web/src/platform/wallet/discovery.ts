import { WALLET_DISCOVERY_WAIT_MS } from '@vita/shared/constants'
import type { Config, Connector } from 'wagmi'
import { watchConnectors } from 'wagmi/actions'
import { hasWindowEthereum } from './announcedWallets'
import { DEV_WALLET_RDNS } from './devWallet/devWalletId'

/** The generic connector's id in wagmi; EIP-6963 connectors use the wallet's rdns as id. */
export const GENERIC_INJECTED_ID = 'injected'

type ConnectorLike = Pick<Connector, 'id' | 'type'>

/** An EIP-6963 wallet other than the app's own dev wallet. */
const isAnnouncedWallet = (c: ConnectorLike) =>
  c.type === 'injected' && c.id !== GENERIC_INJECTED_ID && c.id !== DEV_WALLET_RDNS

/**
 * Wallets to offer: every EIP-6963 wallet that announced itself; only when none did and the page has
 * a window.ethereum, the generic injected one (toolchain.md: otherwise it duplicates a wallet or is dead).
 * On the dev chain the built-in dev wallet comes last, beside them (it does not hide the generic one).
 */
export function visibleConnectors<T extends ConnectorLike>(
  connectors: readonly T[],
  hasWindowEthereum: boolean,
): T[] {
  const announced = connectors.filter(isAnnouncedWallet)
  const devWallet = connectors.filter((c) => c.id === DEV_WALLET_RDNS)
  if (announced.length > 0) return [...announced, ...devWallet]
  const generic = hasWindowEthereum ? connectors.filter((c) => c.id === GENERIC_INJECTED_ID) : []
  return [...generic, ...devWallet]
}

/** The wallets to offer right now (the dev wallet, on the dev chain, once announced), without waiting. */
export async function currentWallets(config: Config): Promise<Connector[]> {
  return visibleConnectors(config.connectors, hasWindowEthereum())
}

/**
 * Waits up to 300 ms (spec §7) for an EIP-6963 announcement; returns early once one arrived. The
 * dev wallet (dev chain only) is announced first and does not end the wait for the member's own.
 */
export async function discoverWallets(
  config: Config,
  waitMs: number = WALLET_DISCOVERY_WAIT_MS,
): Promise<Connector[]> {
  const pick = () => visibleConnectors(config.connectors, hasWindowEthereum())
  const announced = () => config.connectors.some(isAnnouncedWallet)
  if (announced()) return pick()
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
