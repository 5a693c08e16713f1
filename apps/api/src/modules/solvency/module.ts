import type { AppModule } from '../../platform/module'
import { snapshotSolvencyCommand } from './commands/snapshot'
import { SNAPSHOT_SOLVENCY_INTERVAL_MS, snapshotSolvencyJob } from './jobs/snapshotSolvency'
import { solvencyRoutes } from './routes'

/**
 * Proof of solvency (issue 34, docs/adr/008-solvency-snapshots.md): the members' balances of each
 * settled day as a Merkle sum tree, its chunks stored to serve each member's proof. So far the snapshot
 * (a job after each settlement, and an operator command), the public summaries and each member's own
 * proof (/solvency/...); the publication on chain and the screen are to come.
 */
export const solvencyModule: AppModule = {
  name: 'solvency',
  routes: solvencyRoutes,
  jobs: ({ database, config }) => [
    snapshotSolvencyJob({
      db: database.db,
      saltKey: config.solvencySaltKey,
      intervalMs: SNAPSHOT_SOLVENCY_INTERVAL_MS,
    }),
  ],
  opsCommands: [snapshotSolvencyCommand],
}
