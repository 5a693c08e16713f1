import type { Address, Chain } from 'viem'
import type { Config, Connector } from 'wagmi'
import { connect, getConnection } from 'wagmi/actions'
import { connectWithRetries } from './connectWithRetries'
import { switchToAppChain } from './switchToAppChain'
import { WalletError } from './walletError'

export type ConnectStep = 'connecting' | 'switching'
export type ConnectedWallet = { address: Address; connector: Connector }

/**
 * Connects a wallet (or reuses the live connection) and makes sure it is on the app's chain.
 * Errors are WalletErrors carrying the spec §8 reason; a connection attempt gets 30 s and 3 retries.
 */
export async function connectWallet(
  config: Config,
  connector: Connector | undefined,
  onStep: (step: ConnectStep) => void = () => undefined,
): Promise<ConnectedWallet> {
  const chain = config.chains[0] as Chain
  let connection = getConnection(config)
  if (connection.status !== 'connected' || (connector && connection.connector.uid !== connector.uid)) {
    if (!connector) throw new WalletError('noWallet')
    onStep('connecting')
    await connectWithRetries(async () => {
      try {
        const result = await connect(config, { connector })
        if (result.accounts.length === 0) throw new WalletError('notAuthorized')
      } catch (error) {
        // An earlier attempt (or wagmi's reconnect) got there first: that connection is used below.
        if ((error as { name?: string } | null)?.name !== 'ConnectorAlreadyConnectedError') throw error
      }
    })
    connection = getConnection(config)
  }
  if (connection.status !== 'connected' || !connection.address) throw new WalletError('notAuthorized')
  const active = connection.connector
  const chainId = await active.getChainId()
  if (chainId !== chain.id) {
    onStep('switching')
    await switchToAppChain(active, chain)
  }
  return { address: connection.address, connector: active }
}
