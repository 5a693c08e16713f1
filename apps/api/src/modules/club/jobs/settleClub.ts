import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { settleDaysUpTo } from '../settlement/settleDaysUpTo'

export type SettleClubJobParameters = {
  db: Db
  /** SETTLEMENT_DAILY_AT, 'HH:MM' in SETTLEMENT_TIME_ZONE. */
  dailyAt: string
}

export const SETTLE_CLUB_JOB = 'club.settleDay'

/** More days were due than one run settles: retried at once by the runner, which settles the next ones. */
export class SettlementBacklogError extends Error {
  override name = 'SettlementBacklogError'
  readonly retryable = true
}

/**
 * The club's daily settlement (club-rules §2–5) on platform/jobs: once per business day, with the day
 * as run key, it settles every unsettled day up to it in order (settleDaysUpTo). One replica runs it
 * (the job lease); a day already settled is a no-op, so a re-run or a second runner never pays twice.
 */
export function settleClubJob({ db, dailyAt }: SettleClubJobParameters): JobDefinition {
  return {
    name: SETTLE_CLUB_JOB,
    schedule: { dailyAt },
    async run({ runKey, signal, logger }) {
      const { days, remaining } = await settleDaysUpTo(db, { day: runKey, signal })
      for (const day of days) {
        if (day.kind === 'settled')
          logger.info(
            {
              day: day.day,
              staticPaid: day.static.paid.toString(),
              dynamicPaid: day.dynamic.paid.toString(),
              invitesGranted: day.invites.granted,
              invitesReversed: day.invites.reversed,
              levelChanges: day.levelChanges,
            },
            'club day settled',
          )
      }
      if (remaining > 0 && !signal.aborted)
        throw new SettlementBacklogError(`${remaining} unsettled days remain up to ${runKey}`)
    },
  }
}
