import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmSheet, type ConfirmSheetProps } from './ConfirmSheet'

const props = (over: Partial<ConfirmSheetProps> = {}): ConfirmSheetProps => ({
  visible: true,
  title: 'Confirm purchase',
  rows: [
    { label: 'You pay', value: '224 USDT', emphasis: true, testId: 'row-pay' },
    { label: 'Fee', value: '0 USDT' },
  ],
  note: 'The network fee is paid in BNB',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  busy: false,
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  testId: 'pay-confirm',
  ...over,
})

describe('the shared confirmation sheet', () => {
  afterEach(cleanup)

  it('is a bottom sheet with the amounts, the fee note and what else the caller adds', async () => {
    render(
      <ConfirmSheet {...props()}>
        <p data-testid="extra">Slippage 0 %</p>
      </ConfirmSheet>,
    )
    const sheet = await screen.findByTestId('pay-confirm-sheet')
    expect(sheet.closest('.adm-popup-body')).not.toBeNull()
    expect(sheet.getAttribute('aria-label')).toBe('Confirm purchase')
    expect(screen.getByTestId('row-pay').textContent).toBe('You pay224 USDT')
    expect(screen.getByTestId('row-pay').className).toContain('emphasis')
    expect(sheet.textContent).toContain('The network fee is paid in BNB')
    expect(screen.getByTestId('extra').textContent).toBe('Slippage 0 %')
  })

  it('confirms or cancels, and while busy does neither', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const { rerender } = render(<ConfirmSheet {...props({ onConfirm, onCancel })} />)
    fireEvent.click(await screen.findByTestId('pay-confirm'))
    fireEvent.click(screen.getByTestId('pay-confirm-cancel'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
    rerender(<ConfirmSheet {...props({ onConfirm, onCancel, busy: true })} />)
    expect(screen.getByTestId('pay-confirm').hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('pay-confirm-cancel').hasAttribute('disabled')).toBe(true)
  })

  it('renders nothing before its first opening', () => {
    render(<ConfirmSheet {...props({ visible: false })} />)
    expect(screen.queryByTestId('pay-confirm-sheet')).toBeNull()
  })
})
