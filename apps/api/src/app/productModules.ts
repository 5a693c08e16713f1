import { existsSync } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import { readDeployment, type Deployment } from '@vita/contracts/deployment'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { createAssetChainReaderFromConfig } from '../modules/assets/assetChainReader'
import { createAssetsRoutes } from '../modules/assets/routes'
import { startSessionPruner } from '../modules/auth/pruneExpiredSessions'
import { createContractReader } from '../modules/chain'
import { createHandlerRegistry, startIndexer } from '../modules/indexer'
import { createMarketRoutes, registerMarketHandlers } from '../modules/market'
import { newsRoutes } from '../modules/news/routes'
import { createRankingRoutes } from '../modules/ranking/routes'
import { startPayoutWorker, withdrawalsRoutes } from '../modules/withdrawals'
import type { ModuleRoutes } from './registerModuleRoutes'

export type ProductModules = {
  /** Route plugins of the product features, mounted after the core (system, auth, members). */
  routes: ModuleRoutes[]
  /** Starts the background workers (indexer, payouts, session pruning) once the app listens. */
  startWorkers(logger: FastifyBaseLogger): { stop(): Promise<void> }
}

/**
 * The product's feature modules for one deployment. Without a deployment file (contracts unknown)
 * the chain-backed features are left out with a warning instead of failing the whole server.
 */
export function createProductModules(config: Config, database: Database): ProductModules {
  const deployment: Deployment | undefined = existsSync(config.deploymentFile)
    ? readDeployment(config.deploymentFile)
    : undefined
  const reader = deployment
    ? createContractReader({
        chainId: config.chainId,
        rpcUrl: config.rpcUrl,
        backupRpcUrl: config.backupRpcUrl,
        contracts: deployment.contracts,
      })
    : undefined
  const routes: ModuleRoutes[] = [
    createAssetsRoutes({ chain: createAssetChainReaderFromConfig(config) }),
    withdrawalsRoutes,
    newsRoutes,
    createRankingRoutes({ timeZone: config.settlementTimeZone }),
    ...(reader ? [createMarketRoutes({ reader })] : []),
  ]
  return {
    routes,
    startWorkers(logger) {
      if (!deployment || !reader) {
        logger.warn({ file: config.deploymentFile }, 'no deployment file: indexer and market data are off')
      }
      const indexer =
        deployment && reader
          ? startIndexer({
              db: database.db,
              client: reader.clients.primary,
              chainId: config.chainId,
              deployment,
              registry: registerMarketHandlers(createHandlerRegistry()),
              confirmations: config.confirmations,
              pollMs: config.indexerPollMs,
              batchBlocks: config.indexerBatchBlocks,
              logger,
            })
          : undefined
      const payouts = config.payoutPrivateKey
        ? startPayoutWorker({
            db: database.db,
            config,
            privateKey: config.payoutPrivateKey,
            confirmations: config.payoutConfirmations,
            intervalMs: config.payoutIntervalMs,
            gasLimit: config.payoutGasLimit,
            logger,
          })
        : undefined
      if (!payouts)
        logger.warn('PAYOUT_PRIVATE_KEY unset: withdrawals stay pending until a payout worker runs')
      const sessionPruner = startSessionPruner({ db: database.db, logger })
      return {
        async stop() {
          await Promise.all([indexer?.stop(), payouts?.stop(), sessionPruner.stop()])
        },
      }
    },
  }
}
