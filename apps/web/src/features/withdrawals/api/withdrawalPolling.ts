import type { Withdrawal, WithdrawalStatus } from '@vita/shared/schemas/withdrawals'

/** While a payout is under way its status changes within seconds. */
export const WITHDRAWAL_POLL_MS = 2_000
/** A parked payout waits for an operator (minutes to hours): checked slowly, never given up on. */
export const PARKED_POLL_MS = 60_000

/** How often to ask again about a withdrawal in `status`, or false once it is settled. */
export function withdrawalPollMs(status: WithdrawalStatus | undefined): number | false {
  if (status === 'pending' || status === 'broadcast') return WITHDRAWAL_POLL_MS
  if (status === 'parked') return PARKED_POLL_MS
  return false
}

/** The list polls as fast as its most urgent withdrawal needs. */
export function withdrawalsPollMs(items: readonly Withdrawal[] | undefined): number | false {
  const intervals = (items ?? [])
    .map((item) => withdrawalPollMs(item.status))
    .filter((ms): ms is number => ms !== false)
  return intervals.length > 0 ? Math.min(...intervals) : false
}
