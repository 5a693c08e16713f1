/** Proof of solvency: daily liabilities snapshots and the members' proofs (docs/adr/008-solvency-snapshots.md). */
export * from './memberSolvencyProof'
export { solvencyModule } from './module'
export * from './snapshotLiabilities'
