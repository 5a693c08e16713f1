import { isBusinessDay } from '../../../platform/jobs'
import { textOption, UsageError, type OpsOptions } from '../../../platform/ops'

/** --day YYYY-MM-DD (a business day in SETTLEMENT_TIME_ZONE). */
export function dayOption(options: OpsOptions): string {
  const day = textOption(options, 'day', true)
  if (!isBusinessDay(day)) throw new UsageError(`--day must be a date YYYY-MM-DD, got "${day}"`)
  return day
}
