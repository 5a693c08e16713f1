import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { attachWaitingChainOrders } from '../orders/attachWaitingChainOrders'
import { syncMemberStats } from '../team/syncMemberStats'

export type SyncClubMembersJobParameters = { db: Db; intervalMs: number; timeZone: string }

export const SYNC_CLUB_MEMBERS_JOB = 'club.syncMembers'

/**
 * New members into their upline's team size and direct count (exactly once each), then orders their
 * wallets placed on chain before they registered booked against them (club-rules §1).
 */
export function syncClubMembersJob({
  db,
  intervalMs,
  timeZone,
}: SyncClubMembersJobParameters): JobDefinition {
  return {
    name: SYNC_CLUB_MEMBERS_JOB,
    schedule: { every: intervalMs },
    async run({ logger, signal }) {
      let synced = 0
      for (let batch = await syncMemberStats(db); batch.synced > 0 && !signal.aborted;) {
        synced += batch.synced
        batch = await syncMemberStats(db)
      }
      const { attached } = await attachWaitingChainOrders(db, { timeZone })
      if (synced + attached > 0) logger.info({ synced, attached }, 'club members synced')
    },
  }
}
