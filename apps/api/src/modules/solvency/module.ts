import { solvencyReserveSettings } from '../../config'
import type { AppModule } from '../../platform/module'
import { rebuildSolvencyDayCommand } from './commands/rebuild'
import { snapshotSolvencyCommand } from './commands/snapshot'
import { PUBLISH_SOLVENCY_INTERVAL_MS, publishSolvencyJob } from './jobs/publishSolvency'
import { SNAPSHOT_SOLVENCY_INTERVAL_MS, snapshotSolvencyJob } from './jobs/snapshotSolvency'
import { solvencyRoutes } from './routes'

/**
 * Proof of solvency (issue 34, docs/adr/008-solvency-snapshots.md): the members' balances of each
 * settled day as a Merkle sum tree, its chunks stored to serve each member's proof, the reserves read at
 * the snapshot's block, and the day's root published on chain (SolvencyRegistry) by the operator key.
 * Jobs: the snapshot after each settlement and the publication; routes: the public summaries and each
 * member's own proof (/solvency/...); operator commands: `solvency:snapshot`, `solvency:rebuild`.
 */
export const solvencyModule: AppModule = {
  name: 'solvency',
  routes: solvencyRoutes,
  jobs: ({ database, config, chain, deployment, logger }) => {
    const snapshot = snapshotSolvencyJob({
      db: database.db,
      saltKey: config.solvencySaltKey,
      intervalMs: SNAPSHOT_SOLVENCY_INTERVAL_MS,
      reserves: chain
        ? {
            client: chain.clients.failover,
            contracts: () => deployment.current()?.contracts,
            settings: solvencyReserveSettings(config),
          }
        : undefined,
    })
    if (!config.operatorPrivateKey || !chain) {
      logger.warn({}, 'OPERATOR_PRIVATE_KEY unset: solvency roots are not published on chain')
      return [snapshot]
    }
    return [
      snapshot,
      publishSolvencyJob({
        db: database.db,
        client: chain.clients.failover,
        operatorPrivateKey: config.operatorPrivateKey,
        deployment,
        intervalMs: PUBLISH_SOLVENCY_INTERVAL_MS,
        confirmations: config.confirmations,
        // Well inside the lease, so a run never outlives it while waiting; a later run resolves the rest.
        receiptTimeoutMs: Math.floor(config.jobLeaseTtlMs / 4),
      }),
    ]
  },
  opsCommands: [snapshotSolvencyCommand, rebuildSolvencyDayCommand],
}
