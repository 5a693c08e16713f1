import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../lib/i18n'
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
    const { unmount } = render(<OrderSummaryRows summary={summary(5n * UNIT)} amountLabel="paid" />)
    expect(screen.getByTestId('summary-discount').textContent).toBe('-5 USDT')
    expect(screen.getByTestId('summary-total').textContent).toBe('295 USDT')
    unmount()
    render(<OrderSummaryRows summary={summary(0n)} amountLabel="paid" />)
    expect(screen.getByTestId('summary-discount').textContent).toBe('0 USDT')
  })

  it('names the total by what it is: due before payment, the order total when cancelled, paid after', async () => {
    const label = (amountLabel: 'due' | 'orderTotal' | 'paid') => {
      const { unmount } = render(<OrderSummaryRows summary={summary(0n)} amountLabel={amountLabel} />)
      const text = screen.getByTestId('summary-total-label').textContent
      unmount()
      return text
    }
    expect([label('due'), label('orderTotal'), label('paid')]).toEqual(['应付金额', '订单金额', '实付款'])
    await changeLocale('en')
    try {
      expect([label('due'), label('orderTotal'), label('paid')]).toEqual([
        'Amount due',
        'Order total',
        'Total paid',
      ])
    } finally {
      await changeLocale('zh')
    }
  })
})
