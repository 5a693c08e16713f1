import { existsSync } from 'node:fs'
import type { Address } from 'viem'
import { readDeployment, type Deployment } from '@vita/contracts/deployment'
import { vitaOrderAbi } from '@vita/contracts/abi/vitaOrder'
import type { Config } from '../../config'
import { createContractReader, type ContractReader, readWithBackup } from '../chain'
import { contractAddress } from '../chain/context'

/** What the assets screen reads on chain; each read answers "0" with `stale` when it failed (spec §8). */
export type AssetChainReader = {
  walletBalances(address: Address): Promise<{ USDT: bigint; DPINE: bigint; stale: boolean }>
  /** The order contract's `getUserDPINEBalance`. */
  contractBalance(address: Address): Promise<{ DPINE: bigint; stale: boolean }>
}

/** The chain module's reader (timeouts, backup RPC, "0" on failure) plus the contract balance read. */
export function createAssetChainReader(
  chain: ContractReader,
  contracts: Deployment['contracts'],
): AssetChainReader {
  const context = { clients: chain.clients, contracts }
  return {
    async walletBalances(address) {
      const { USDT, DPINE, stale } = await chain.walletBalances(address)
      return { USDT, DPINE, stale }
    },
    async contractBalance(address) {
      try {
        const order = contractAddress(context, 'order')
        const DPINE = await readWithBackup(context.clients, 'getUserDPINEBalance', (client) =>
          client.readContract({
            address: order,
            abi: vitaOrderAbi,
            functionName: 'getUserDPINEBalance',
            args: [address],
          }),
        )
        return { DPINE, stale: false }
      } catch {
        return { DPINE: 0n, stale: true }
      }
    },
  }
}

/**
 * The reader for a running server. The deployment file may appear after start (the dev chain deploys
 * then), so it is looked for on each read until found; until then on-chain figures read "0" (stale).
 */
export function createAssetChainReaderFromConfig(config: Config): AssetChainReader {
  let reader: AssetChainReader | undefined
  const current = (): AssetChainReader | undefined => {
    if (reader || !existsSync(config.deploymentFile)) return reader
    const { contracts } = readDeployment(config.deploymentFile)
    const chain = createContractReader({
      chainId: config.chainId,
      rpcUrl: config.rpcUrl,
      backupRpcUrl: config.backupRpcUrl,
      contracts,
    })
    reader = createAssetChainReader(chain, contracts)
    return reader
  }
  return {
    walletBalances: (address) =>
      current()?.walletBalances(address) ?? Promise.resolve({ USDT: 0n, DPINE: 0n, stale: true }),
    contractBalance: (address) =>
      current()?.contractBalance(address) ?? Promise.resolve({ DPINE: 0n, stale: true }),
  }
}
