import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WITHDRAWAL_STATUSES } from '@vita/shared/schemas/withdrawals'
import { changeLocale, registerTexts } from '../../../lib/i18n'
import { withdrawalsEn } from '../locales/en'
import { withdrawalsZh } from '../locales/zh'
import { WithdrawalStatusTag } from './WithdrawalStatusTag'

registerTexts(withdrawalsZh, withdrawalsEn)

describe('withdrawal status tag', () => {
  afterEach(async () => {
    cleanup()
    await changeLocale('zh')
  })

  it('shows a parked payout as under review in zh and en, never as a raw key', async () => {
    render(<WithdrawalStatusTag status="parked" testId="tag" />)
    expect(screen.getByTestId('tag').textContent).toBe('处理中（人工审核）')
    expect(screen.getByTestId('tag').dataset.status).toBe('parked')
    cleanup()
    await changeLocale('en')
    render(<WithdrawalStatusTag status="parked" testId="tag" />)
    expect(screen.getByTestId('tag').textContent).toBe('Under review')
  })

  it('has a text for every status the API can answer', () => {
    for (const status of WITHDRAWAL_STATUSES) {
      render(<WithdrawalStatusTag status={status} testId={`tag-${status}`} />)
      expect(screen.getByTestId(`tag-${status}`).textContent).not.toContain('withdraw.status')
    }
  })
})
