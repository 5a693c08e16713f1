import { describe, expect, it } from 'vitest'
import { checkoutLinesOf, checkoutSelection } from './checkoutLines'
import { productFixture } from './testing'

const line = (selected: boolean, available = true) => ({
  id: 'c1',
  productId: productFixture().id,
  name: { zh: '手机', en: 'Phone' },
  image: null,
  sku: productFixture().skus[0]!,
  quantity: 1,
  selected,
  available,
})

describe('what the checkout can price', () => {
  it('buy now is ready at once; the cart once it shows a selected line (as the API counts them)', () => {
    expect(checkoutSelection(checkoutLinesOf('?sku=1&quantity=2'), undefined)).toBe('ready')
    const cart = checkoutLinesOf('')
    expect(checkoutSelection(cart, undefined)).toBe('unknown')
    expect(checkoutSelection(cart, { items: [] })).toBe('none')
    expect(checkoutSelection(cart, { items: [line(false)] })).toBe('none')
    expect(checkoutSelection(cart, { items: [line(false), line(true)] })).toBe('ready')
    // An unavailable selected line is still priced (and refused when placing), not "nothing selected".
    expect(checkoutSelection(cart, { items: [line(true, false)] })).toBe('ready')
  })
})
