import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getConnection, reconnect, watchConnection } from 'wagmi/actions'
import { createWalletConfig, type ChainSettings } from './createWalletConfig'

let runtime: { config: Config; key: string } | null = null

/** One wagmi config per page, built from the chain of /app/config on first use. */
export function walletConfigFor(settings: ChainSettings): Config {
  const key = `${settings.chainId}:${settings.rpcUrl}:${settings.backupRpcUrl ?? ''}`
  if (!runtime || runtime.key !== key) {
    runtime = { config: createWalletConfig(settings), key }
  }
  return runtime.config
}

/** Picks up a wallet that is still authorised for this site (used only while a member is logged in). */
export async function restoreWalletConnection(config: Config): Promise<void> {
  await reconnect(config)
}

export type WalletEvents = {
  /** The wallet now reports a different (or a first) account, or is connected again with one. */
  onAccount(address: Address): void
  /** Accounts became [] or the wallet disconnected. */
  onDisconnect(): void
  /** The wallet moved to another chain. */
  onChain(chainId: number): void
}

type ConnectionView = { status: string; address: Address | undefined; chainId: number | undefined }

/** What a move from `previous` to `connection` tells the session (watchWallet). */
function reportChange(connection: ConnectionView, previous: ConnectionView, events: WalletEvents): void {
  // Also on becoming connected: wagmi's reconnect puts the wallet's current account in place while
  // still "reconnecting", so an account switched while the app was closed shows only as the status
  // change (the listener compares with the session, so a repeat is harmless).
  if (
    connection.status === 'connected' &&
    connection.address &&
    (connection.address !== previous.address || previous.status !== 'connected')
  )
    events.onAccount(connection.address)
  if (connection.status === 'disconnected' && previous.status === 'connected') events.onDisconnect()
  if (
    connection.status === 'connected' &&
    previous.status === 'connected' &&
    connection.chainId !== undefined &&
    connection.chainId !== previous.chainId
  ) {
    events.onChain(connection.chainId)
  }
}

const notWatched: ConnectionView = { status: 'disconnected', address: undefined, chainId: undefined }

/**
 * Reports the wallet's moves, starting with where it is now: the page's one config may be connected
 * before the watch begins (a screen that set the wallet up, e.g. home's faucet offer, made it early, and
 * an authorised wallet connects itself on its own `accountsChanged`), and an account switched before
 * then would otherwise never be compared with the session's.
 */
export function watchWallet(config: Config, events: WalletEvents): () => void {
  const stop = watchConnection(config, {
    onChange: (connection, previous) => reportChange(connection, previous, events),
  })
  reportChange(getConnection(config), notWatched, events)
  return stop
}
