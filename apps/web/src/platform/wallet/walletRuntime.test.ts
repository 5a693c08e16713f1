import { createConfig, http, type Config } from 'wagmi'
import { mock } from 'wagmi/connectors'
import { describe, expect, it, vi } from 'vitest'
import { watchWallet } from './walletRuntime'

const before = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const after = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chain = {
  id: 31337,
  name: 'Vita Dev Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

type Accounts = readonly [`0x${string}`, ...`0x${string}`[]]

/** A config and a watch on it; `connectedBefore`: the wallet is connected with it before the watch begins. */
function setup(connectedBefore?: Accounts) {
  const config: Config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [before, after] })],
    transports: { [chain.id]: http() },
    storage: null,
  })
  const connector = config.connectors[0]!
  /** Sets the connection the way wagmi's own actions do (store updates, in their order). */
  const connection = (accounts: Accounts, status: Config['state']['status']) =>
    config.setState((state) => ({
      ...state,
      status,
      current: connector.uid,
      connections: new Map([[connector.uid, { accounts, chainId: chain.id, connector }]]),
    }))
  if (connectedBefore) connection(connectedBefore, 'connected')
  const events = { onAccount: vi.fn(), onDisconnect: vi.fn(), onChain: vi.fn() }
  const stop = watchWallet(config, events)
  return { config, events, stop, connection }
}

describe('watchWallet', () => {
  it('reports an account switched while the app was closed, which shows only as reconnecting → connected', () => {
    const { config, events, stop, connection } = setup()
    // The stored state from the last visit, then wagmi's reconnect: the wallet's current account is put
    // in place while still reconnecting, and the status becomes connected afterwards.
    connection([before], 'reconnecting')
    connection([after], 'reconnecting')
    expect(events.onAccount).not.toHaveBeenCalled()
    config.setState((state) => ({ ...state, status: 'connected' }))
    expect(events.onAccount).toHaveBeenCalledWith(after)
    stop()
  })

  it('reports the account of a wallet that connected itself before the watch began', () => {
    // Home's faucet offer sets the page's one config up before the session's watch starts; the wallet
    // switched accounts meanwhile, and an authorised wallet's accountsChanged connects it by itself.
    const { events, stop, connection } = setup([after])
    expect(events.onAccount).toHaveBeenCalledWith(after)
    connection([before], 'connected')
    expect(events.onAccount).toHaveBeenLastCalledWith(before)
    expect(events.onDisconnect).not.toHaveBeenCalled()
    stop()
  })

  it('reports nothing at the start for a wallet not connected yet', () => {
    const { events, stop } = setup()
    expect(events.onAccount).not.toHaveBeenCalled()
    expect(events.onDisconnect).not.toHaveBeenCalled()
    expect(events.onChain).not.toHaveBeenCalled()
    stop()
  })

  it('reports an account switched while connected, a disconnect and another chain', () => {
    const { config, events, stop, connection } = setup()
    connection([before], 'connected')
    expect(events.onAccount).toHaveBeenLastCalledWith(before)
    connection([after], 'connected')
    expect(events.onAccount).toHaveBeenLastCalledWith(after)
    expect(events.onAccount).toHaveBeenCalledTimes(2)
    config.setState((state) => ({
      ...state,
      connections: new Map([...state.connections].map(([uid, c]) => [uid, { ...c, chainId: 56 }])),
    }))
    expect(events.onChain).toHaveBeenCalledWith(56)
    config.setState((state) => ({ ...state, status: 'disconnected', current: null, connections: new Map() }))
    expect(events.onDisconnect).toHaveBeenCalledTimes(1)
    stop()
  })
})
