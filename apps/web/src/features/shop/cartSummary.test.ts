import type { Cart, CartItem } from '@vita/shared/schemas/shop'
import { describe, expect, it } from 'vitest'
import { cartSummary } from './cartSummary'
import { productFixture, UNIT } from './testing'

const skus = productFixture().skus
const line = (id: string, sku: number, quantity: number, selected: boolean, available = true): CartItem => ({
  id,
  productId: productFixture().id,
  name: { zh: '手机', en: 'Phone' },
  image: null,
  sku: skus[sku]!,
  quantity,
  selected,
  available,
})

describe('the cart summary', () => {
  it('adds up the selected available lines in bigint base units', () => {
    const cart: Cart = { items: [line('a', 0, 2, true), line('b', 1, 1, true), line('c', 2, 5, false)] }
    expect(cartSummary(cart)).toEqual({ count: 2, quantity: 3, itemsTotal: 320n * UNIT, allSelected: false })
  })

  it('leaves unavailable lines out, and "all selected" means every available line', () => {
    const cart: Cart = { items: [line('a', 0, 1, true), line('b', 1, 1, true, false)] }
    expect(cartSummary(cart)).toEqual({ count: 1, quantity: 1, itemsTotal: 100n * UNIT, allSelected: true })
    expect(cartSummary({ items: [] }).allSelected).toBe(false)
  })

  it('keeps sub-unit prices exact (no floats)', () => {
    const item = { ...line('a', 0, 3, true), sku: { ...skus[0]!, price: '100000000000000001' } }
    expect(cartSummary({ items: [item] }).itemsTotal).toBe(300000000000000003n)
  })
})
