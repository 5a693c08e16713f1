import { businessDay } from '../../../platform/jobs'
import { booleanOption, defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { settleClubDay } from '../settlement/settleClubDay'
import { settleDaysUpTo } from '../settlement/settleDaysUpTo'
import { dayOption } from './dayOption'
import { formatSettledDay } from './formatSettledDay'

export const settleClubDayCommand = defineOpsCommand({
  name: 'club:settle',
  usage: '--day YYYY-MM-DD [--early true] [--reason "..."]',
  summary:
    'settles the club up to a business day now, every unsettled day in order (a settled day is left as it is; a day that has not begun only with --early true)',
  options: ['day', 'early', 'reason'],
  audited: true,
  parse: (options) => ({
    day: dayOption(options),
    early: booleanOption(options, 'early') ?? false,
    reason: textOption(options, 'reason') ?? 'settle club day',
  }),
  async run({ db, now, timeZone }, { day, early, reason }) {
    // A day settled before it begins pays early, and its daily run later finds nothing to do.
    if (day > businessDay(now(), timeZone) && !early)
      throw new UsageError(`${day} has not begun in ${timeZone}: settle it early only with --early true`)
    // Every unsettled day up to it, oldest first (as the daily job does): a day is never skipped.
    const { days, remaining } = await settleDaysUpTo(db, { day })
    const settled = days.filter((result) => result.kind === 'settled')
    if (settled.length === 0) {
      const result = await settleClubDay(db, { day })
      const lastSettledDay = result.kind === 'alreadySettled' ? result.lastSettledDay : day
      return {
        output: `Nothing to do: ${day} is not after the last settled day (${lastSettledDay ?? 'none'})`,
        audit: { reason, payload: { day, outcome: 'alreadySettled', lastSettledDay } },
      }
    }
    return {
      output: [
        ...settled.map(formatSettledDay),
        ...(remaining > 0 ? [`${remaining} more days up to ${day} remain: run the command again`] : []),
      ].join('\n'),
      audit: {
        reason,
        payload: {
          day,
          early,
          outcome: 'settled',
          days: settled.map((result) => ({
            day: result.day,
            staticPaid: result.static.paid.toString(),
            dynamicPaid: result.dynamic.paid.toString(),
            invitesGranted: result.invites.granted,
            invitesReversed: result.invites.reversed,
            nodeRewardPaid: result.nodes.paid.toString(),
            activeNodes: result.nodes.activeNodes,
          })),
        },
      },
    }
  },
})
