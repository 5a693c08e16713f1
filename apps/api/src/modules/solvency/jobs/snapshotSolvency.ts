import { SOLVENCY_CURRENCIES } from '@vita/contracts'
import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { lastSettledDay } from '../../club'
import { snapshotLiabilities } from '../snapshotLiabilities'

export type SnapshotSolvencyJobParameters = { db: Db; saltKey: string; intervalMs: number }

export const SNAPSHOT_SOLVENCY_JOB = 'solvency.snapshot'
/** How often the job looks for a settled day without its snapshot. */
export const SNAPSHOT_SOLVENCY_INTERVAL_MS = 5 * 60 * 1000

/**
 * After each settlement, the settled day's liabilities snapshot (docs/adr/008-solvency-snapshots.md):
 * every few minutes, the last settled day is taken if it has not been (the balances at that moment, in
 * one consistent read). Taken once: a re-run, a second replica or the operator's `solvency:snapshot`
 * finds it taken. A day that was never the last settled one while the job ran gets no snapshot (a
 * snapshot is of the balances now, never of a past day's).
 */
export function snapshotSolvencyJob({
  db,
  saltKey,
  intervalMs,
}: SnapshotSolvencyJobParameters): JobDefinition {
  return {
    name: SNAPSHOT_SOLVENCY_JOB,
    schedule: { every: intervalMs },
    async run({ logger }) {
      const day = await lastSettledDay(db)
      if (day === null) return
      const taken = await snapshotLiabilities(db, { day, currencies: SOLVENCY_CURRENCIES, saltKey })
      if (taken.kind === 'taken')
        logger.info(
          { day, members: taken.leafCount, root: taken.root, totals: taken.totals.map(String) },
          'solvency snapshot taken',
        )
    },
  }
}
