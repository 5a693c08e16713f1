import { describe, expect, it } from 'vitest'
import type { Withdrawal } from '@vita/shared/schemas/withdrawals'
import { PARKED_POLL_MS, WITHDRAWAL_POLL_MS, withdrawalPollMs, withdrawalsPollMs } from './withdrawalPolling'

const item = (status: Withdrawal['status']) => ({ status }) as Withdrawal

describe('withdrawal polling', () => {
  it('follows a payout closely, a parked one slowly until the operator resolves it, and stops when settled', () => {
    expect(withdrawalPollMs('pending')).toBe(WITHDRAWAL_POLL_MS)
    expect(withdrawalPollMs('broadcast')).toBe(WITHDRAWAL_POLL_MS)
    expect(withdrawalPollMs('parked')).toBe(PARKED_POLL_MS)
    expect(withdrawalPollMs('completed')).toBe(false)
    expect(withdrawalPollMs('failed')).toBe(false)
    expect(withdrawalsPollMs([item('completed'), item('parked')])).toBe(PARKED_POLL_MS)
    expect(withdrawalsPollMs([item('parked'), item('pending')])).toBe(WITHDRAWAL_POLL_MS)
    expect(withdrawalsPollMs([item('failed')])).toBe(false)
  })
})
