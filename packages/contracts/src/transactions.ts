import type { Chain, Hash, PrivateKeyAccount, PublicClient, Transport, WalletClient } from 'viem'

/** A wallet client bound to the deployer plus a public client, with fast receipt polling. */
export type DeployClients = {
  wallet: WalletClient<Transport, Chain, PrivateKeyAccount>
  publicClient: PublicClient<Transport, Chain>
}

/** Sends a transaction built by `write`, waits for it and fails loudly if it reverted. */
export async function confirm(clients: DeployClients, write: Promise<Hash>): Promise<bigint> {
  const hash = await write
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return receipt.blockNumber
}
