import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Deposit, DepositsPage } from '@vita/shared/schemas/deposits'
import { useOnNewCredit } from './useOnNewCredit'

const deposit = (id: string, status: Deposit['status']): Deposit => ({
  id,
  currency: 'DPINE',
  amount: '1',
  status,
  txHash: `0x${id}`,
  confirmations: 1,
  confirmationsRequired: 1,
  createdAt: '2026-11-29T00:00:00.000Z',
  creditedAt: null,
})
const page = (...items: Deposit[]): DepositsPage => ({ items, nextCursor: null })

describe('useOnNewCredit', () => {
  it('refreshes the balances when a deposit becomes credited, not on the first answer', () => {
    const onCredited = vi.fn()
    const { rerender } = renderHook(({ p }) => useOnNewCredit(p, onCredited), {
      initialProps: { p: undefined as DepositsPage | undefined },
    })
    rerender({ p: page(deposit('1', 'credited'), deposit('2', 'pending')) })
    // The first answer: /app/assets was read beside it (asking again was the bench's "asked twice").
    expect(onCredited).not.toHaveBeenCalled()
    rerender({ p: page(deposit('1', 'credited'), deposit('2', 'pending')) })
    expect(onCredited).not.toHaveBeenCalled()
    rerender({ p: page(deposit('1', 'credited'), deposit('2', 'credited')) })
    expect(onCredited).toHaveBeenCalledOnce()
  })
})
