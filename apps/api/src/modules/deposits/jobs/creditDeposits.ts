import type { Db } from '../../../platform/db/client'
import type { JobDefinition } from '../../../platform/jobs'
import { creditDeposits } from '../creditDeposits'

export type CreditDepositsJobParameters = {
  db: Db
  chainId: number
  confirmations: number
  /** DEPOSIT_INTERVAL_MS. */
  intervalMs: number
}

export const CREDIT_DEPOSITS_JOB = 'deposits.credit'

/** Credits confirmed deposits to their members' balances (creditDeposits), on the one job runner. */
export function creditDepositsJob(parameters: CreditDepositsJobParameters): JobDefinition {
  return {
    name: CREDIT_DEPOSITS_JOB,
    schedule: { every: parameters.intervalMs },
    async run({ logger }) {
      const result = await creditDeposits(parameters.db, parameters)
      if (result.credited > 0) logger.info({ ...result }, 'deposits credited')
    },
  }
}
