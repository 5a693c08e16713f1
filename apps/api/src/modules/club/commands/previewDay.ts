import { defineOpsCommand } from '../../../platform/ops'
import { settleClubDay } from '../settlement/settleClubDay'
import { dayOption } from './dayOption'
import { formatSettledDay } from './formatSettledDay'

export const previewClubDayCommand = defineOpsCommand({
  name: 'club:preview',
  usage: '--day YYYY-MM-DD',
  summary:
    'dry run of a day: the whole settlement (dividends, invite and node rewards) in a transaction rolled back, printing its totals',
  options: ['day'],
  audited: false,
  parse: (options) => ({ day: dayOption(options) }),
  async run({ db }, { day }) {
    const result = await settleClubDay(db, { day, dryRun: true })
    if (result.kind === 'alreadySettled')
      return { output: `${day} is already settled (last settled day ${result.lastSettledDay ?? 'none'})` }
    return { output: formatSettledDay(result) }
  },
})
