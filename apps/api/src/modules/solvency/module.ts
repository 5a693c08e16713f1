import type { AppModule } from '../../platform/module'
import { snapshotSolvencyCommand } from './commands/snapshot'

/**
 * Proof of solvency (issue 34, docs/adr/008-solvency-snapshots.md): the members' balances of each
 * settled day as a Merkle sum tree, its chunks stored to serve each member's proof. So far the snapshot
 * (an operator command) and the proof read; the job, the publication on chain, the routes and the screen
 * are to come.
 */
export const solvencyModule: AppModule = {
  name: 'solvency',
  opsCommands: [snapshotSolvencyCommand],
}
