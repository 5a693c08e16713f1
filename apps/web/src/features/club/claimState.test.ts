import type { ClubDividends } from '@vita/shared/schemas/club'
import { describe, expect, it } from 'vitest'
import { claimButtonState } from './claimState'

const byKind = (total: string) => ({ static: total, dynamic: '0', invite: '0', total })
const dividends = (claimable: string): ClubDividends => ({
  claimable: byKind(claimable),
  earned: byKind('500'),
  today: byKind('0'),
  lastSettledDay: '2026-11-22',
})

describe('claimButtonState', () => {
  it('can claim when something is claimable', () => {
    expect(claimButtonState(dividends('1'), false)).toEqual({ label: 'claim', disabled: false })
  })

  it('is disabled with "nothing to claim" at zero', () => {
    expect(claimButtonState(dividends('0'), false)).toEqual({ label: 'nothingToClaim', disabled: true })
  })

  it('is disabled while the summary loads and while a claim runs (no double claim)', () => {
    expect(claimButtonState(undefined, false)).toEqual({ label: 'claim', disabled: true })
    expect(claimButtonState(dividends('10'), true)).toEqual({ label: 'claiming', disabled: true })
  })

  it('compares base units as bigint, beyond Number precision', () => {
    const huge = '900719925474099312345678'
    expect(claimButtonState(dividends(huge), false).disabled).toBe(false)
  })
})
