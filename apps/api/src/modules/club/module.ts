import type { AppModule } from '../../platform/module'
import { registerClubHandlers } from './indexerHandlers'
import { whitelistWalletsJob } from './jobs/whitelistWallets'
import { clubRoutes } from './routes'

/** The membership club: staking orders placed on chain (indexed here), wallet whitelisting, dividends, teams. */
export const clubModule: AppModule = {
  name: 'club',
  routes: clubRoutes,
  indexerHandlers: registerClubHandlers,
  jobs({ config, database, chain, deployment, logger }) {
    if (!config.operatorPrivateKey || !chain) {
      logger.warn(
        {},
        'OPERATOR_PRIVATE_KEY unset: members stay "activation pending" until a whitelist job runs',
      )
      return []
    }
    return [
      whitelistWalletsJob({
        db: database.db,
        client: chain.clients.failover,
        operatorPrivateKey: config.operatorPrivateKey,
        deployment,
        intervalMs: config.whitelistIntervalMs,
        confirmations: config.confirmations,
        // Well inside the lease, so a run never outlives it while waiting; a later run resolves the rest.
        receiptTimeoutMs: Math.floor(config.jobLeaseTtlMs / 2),
      }),
    ]
  },
}
