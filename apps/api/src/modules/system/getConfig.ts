import type { Deployment } from '@vita/contracts/deployment'
import { APP_VERSION, BSC_MAINNET, type AppConfig } from '@vita/shared'
import type { Config } from '../../config'

const CHAIN_NAMES: Record<number, string> = {
  56: BSC_MAINNET.name,
  97: 'BNB Smart Chain Testnet',
  31337: 'Vita Dev Chain',
}
/** Spec §9: USDT and the project token both have 18 decimals. */
const TOKEN_DECIMALS = 18

export function appConfigFor(config: Config, deployment: Deployment | undefined): AppConfig {
  const contracts = deployment
    ? Object.fromEntries(
        Object.entries(deployment.contracts).filter(
          (entry): entry is [string, `0x${string}`] => entry[1] !== undefined,
        ),
      )
    : {}
  return {
    chain: {
      chainId: config.chainId,
      name: CHAIN_NAMES[config.chainId] ?? `Chain ${config.chainId}`,
      // Never RPC_URL: it may carry a provider key; the web app reads through a public endpoint.
      rpcUrl: config.publicRpcUrl,
      backupRpcUrl: config.publicBackupRpcUrl ?? null,
      explorerUrl: config.explorerUrl,
      nativeSymbol: BSC_MAINNET.nativeSymbol,
      nativeDecimals: BSC_MAINNET.nativeDecimals,
    },
    productName: config.productName,
    tokens: {
      USDT: deployment
        ? { symbol: 'USDT', address: deployment.contracts.usdt, decimals: TOKEN_DECIMALS }
        : null,
      DPINE: deployment
        ? { symbol: 'DPINE', address: deployment.contracts.dpine, decimals: TOKEN_DECIMALS }
        : null,
    },
    contracts,
    features: { devChain: config.devChain },
    stepUp: {
      transferThreshold: config.transferStepUpThreshold.toString(),
      shopPaymentThreshold: config.shopStepUpThreshold.toString(),
    },
    appVersion: APP_VERSION,
  }
}
