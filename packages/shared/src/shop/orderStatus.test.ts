import { describe, expect, it } from 'vitest'
import {
  SHOP_ORDER_EVENTS,
  SHOP_ORDER_STATUSES,
  shopOrderTransition,
  statusesOfTab,
  type ShopOrderStatus,
} from './orderStatus'

describe('shopOrderTransition', () => {
  it('walks the happy path: pay, ship, receive', () => {
    expect(shopOrderTransition('pending_payment', 'paid')).toBe('pending_shipment')
    expect(shopOrderTransition('pending_shipment', 'shipped')).toBe('pending_receipt')
    expect(shopOrderTransition('pending_receipt', 'received')).toBe('completed')
  })

  it('cancels only unpaid orders, by the member or the payment timeout', () => {
    expect(shopOrderTransition('pending_payment', 'cancelledByMember')).toBe('cancelled')
    expect(shopOrderTransition('pending_payment', 'paymentExpired')).toBe('cancelled')
    for (const status of SHOP_ORDER_STATUSES.filter((s) => s !== 'pending_payment')) {
      expect(shopOrderTransition(status, 'cancelledByMember')).toBeNull()
      expect(shopOrderTransition(status, 'paymentExpired')).toBeNull()
    }
  })

  it('refunds only paid orders, once', () => {
    const paid: ShopOrderStatus[] = ['pending_shipment', 'pending_receipt', 'completed']
    for (const status of SHOP_ORDER_STATUSES)
      expect(shopOrderTransition(status, 'refunded')).toBe(paid.includes(status) ? 'refunded' : null)
  })

  it('leaves cancelled and refunded orders final, and never pays twice', () => {
    for (const event of SHOP_ORDER_EVENTS) {
      expect(shopOrderTransition('cancelled', event)).toBeNull()
      expect(shopOrderTransition('refunded', event)).toBeNull()
    }
    for (const status of SHOP_ORDER_STATUSES.filter((s) => s !== 'pending_payment'))
      expect(shopOrderTransition(status, 'paid')).toBeNull()
  })
})

describe('statusesOfTab', () => {
  it('lists each status under its own tab, and refunded orders under cancelled', () => {
    expect(statusesOfTab('pending_payment')).toEqual(['pending_payment'])
    expect(statusesOfTab('completed')).toEqual(['completed'])
    expect(statusesOfTab('cancelled')).toEqual(['cancelled', 'refunded'])
  })
})
