import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { releaseNodeStakes } from '../nodes/releaseNodeStakes'

export type ReleaseNodeStakesJobParameters = { db: Db; intervalMs: number; now: () => Date }

export const RELEASE_NODE_STAKES_JOB = 'club.releaseNodeStakes'

/** Closing nodes get their stake back once the cooling period has passed (club-rules §7). */
export function releaseNodeStakesJob({ db, intervalMs, now }: ReleaseNodeStakesJobParameters): JobDefinition {
  return {
    name: RELEASE_NODE_STAKES_JOB,
    schedule: { every: intervalMs },
    async run({ logger, signal }) {
      const { released } = await releaseNodeStakes(db, { now: now(), signal })
      if (released > 0) logger.info({ released }, 'club node stakes released')
    },
  }
}
