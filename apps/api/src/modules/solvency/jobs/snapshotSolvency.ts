import { SOLVENCY_CURRENCIES } from '@vita/contracts'
import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { lastSettledDay } from '../../club'
import { readSnapshotReserves, type ReserveSource } from '../reserves/readSnapshotReserves'
import { isSnapshotTaken, snapshotLiabilities } from '../snapshotLiabilities'

export type SnapshotSolvencyJobParameters = {
  db: Db
  saltKey: string
  intervalMs: number
  /** Where the reserves are read; absent where no chain is configured (the days' reserves stay null). */
  reserves?: ReserveSource | undefined
}

export const SNAPSHOT_SOLVENCY_JOB = 'solvency.snapshot'
/** How often the job looks for a settled day without its snapshot. */
export const SNAPSHOT_SOLVENCY_INTERVAL_MS = 5 * 60 * 1000

/**
 * After each settlement, the settled day's liabilities snapshot (docs/adr/008-solvency-snapshots.md):
 * every few minutes, the last settled day is taken if it has not been (the balances at that moment, in
 * one consistent read), with the reserves read from the chain just before at one confirmed block. An
 * unreachable chain fails the run before anything is written, and the runner retries it. Taken once: a
 * re-run, a second replica or the operator's `solvency:snapshot` finds it taken. A day that was never
 * the last settled one while the job ran gets no snapshot (a snapshot is of the balances now, never of
 * a past day's).
 */
export function snapshotSolvencyJob({
  db,
  saltKey,
  intervalMs,
  reserves,
}: SnapshotSolvencyJobParameters): JobDefinition {
  return {
    name: SNAPSHOT_SOLVENCY_JOB,
    schedule: { every: intervalMs },
    async run({ logger }) {
      const day = await lastSettledDay(db)
      if (day === null || (await isSnapshotTaken(db, day))) return
      const read = reserves ? await readSnapshotReserves(reserves, SOLVENCY_CURRENCIES) : undefined
      const taken = await snapshotLiabilities(db, {
        day,
        currencies: SOLVENCY_CURRENCIES,
        saltKey,
        reserves: read,
      })
      if (taken.kind === 'taken')
        logger.info(
          {
            day,
            members: taken.leafCount,
            root: taken.root,
            totals: taken.totals.map(String),
            reservesBlock: read?.blockNumber.toString() ?? null,
          },
          'solvency snapshot taken',
        )
    },
  }
}
