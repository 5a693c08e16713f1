import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/httpError'
import { SHOP_ORDER_STATUSES } from '@vita/shared/shop/orderStatus'
import { amountLabelOf, orderActions, shopErrorText } from './orderRules'
import { orderFixture } from './testing'

describe('the order rules', () => {
  it('offers each status its actions (spec §4)', () => {
    expect(orderActions(orderFixture({ status: 'pending_payment' }))).toEqual(['pay', 'cancel'])
    expect(orderActions(orderFixture({ status: 'pending_shipment' }))).toEqual([])
    expect(orderActions(orderFixture({ status: 'pending_receipt' }))).toEqual(['confirmReceipt'])
    expect(orderActions(orderFixture({ status: 'completed' }))).toEqual(['review'])
    const reviewed = orderFixture().items.map((item) => ({ ...item, reviewed: true }))
    expect(orderActions(orderFixture({ status: 'completed', items: reviewed }))).toEqual([])
    expect(orderActions(orderFixture({ status: 'cancelled' }))).toEqual([])
  })

  it('labels the amount by status: due unpaid, the order total cancelled (never paid), paid otherwise', () => {
    expect(Object.fromEntries(SHOP_ORDER_STATUSES.map((status) => [status, amountLabelOf(status)]))).toEqual({
      pending_payment: 'due',
      pending_shipment: 'paid',
      pending_receipt: 'paid',
      completed: 'paid',
      cancelled: 'orderTotal',
      refunded: 'paid',
    })
  })

  it("shows the API reason's text, else the spec's failure text", () => {
    const failure = { kind: 'envelope', status: 400, code: 7, msg: 'x', data: null } as const
    expect(shopErrorText(new HttpError({ ...failure, reason: 'outOfStock' }), '加入购物车失败', 'zh')).toBe(
      '库存不足',
    )
    expect(shopErrorText(new HttpError({ ...failure, reason: null }), '加入购物车失败', 'zh')).toBe(
      '加入购物车失败',
    )
  })
})
