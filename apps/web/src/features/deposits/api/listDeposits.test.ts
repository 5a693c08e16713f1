import { describe, expect, it } from 'vitest'
import type { Deposit } from '@vita/shared/schemas/deposits'
import { DEPOSITS_POLL_MS, depositsPollMs } from './listDeposits'

const deposit = (status: Deposit['status'], txHash = '0xaa'): Deposit => ({
  id: '1',
  currency: 'DPINE',
  amount: '1',
  status,
  txHash,
  confirmations: 1,
  confirmationsRequired: 12,
  createdAt: '2026-11-29T00:00:00.000Z',
  creditedAt: null,
})

describe('depositsPollMs', () => {
  it('polls while a deposit is pending or a sent one is not listed yet, and stops after', () => {
    expect(depositsPollMs({ items: [deposit('pending')], nextCursor: null }, null)).toBe(DEPOSITS_POLL_MS)
    expect(depositsPollMs({ items: [deposit('credited')], nextCursor: null }, '0xBB')).toBe(DEPOSITS_POLL_MS)
    expect(depositsPollMs({ items: [deposit('credited', '0xbb')], nextCursor: null }, '0xBB')).toBe(false)
    expect(depositsPollMs(undefined, null)).toBe(false)
  })
})
