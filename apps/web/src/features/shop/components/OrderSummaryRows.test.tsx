import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UNIT } from '../testing'
import { OrderSummaryRows } from './OrderSummaryRows'

const summary = (discount: bigint) => ({
  itemsTotal: (300n * UNIT).toString(),
  shippingFee: '0',
  discount: discount.toString(),
  total: (300n * UNIT - discount).toString(),
})

describe('the order summary', () => {
  afterEach(cleanup)

  it('shows a coupon discount as minus its amount, and no discount as 0 (not -0)', () => {
    const { unmount } = render(<OrderSummaryRows summary={summary(5n * UNIT)} />)
    expect(screen.getByTestId('summary-discount').textContent).toBe('-5 USDT')
    expect(screen.getByTestId('summary-total').textContent).toBe('295 USDT')
    unmount()
    render(<OrderSummaryRows summary={summary(0n)} />)
    expect(screen.getByTestId('summary-discount').textContent).toBe('0 USDT')
  })
})
