import { describe, expect, it } from 'vitest'
import { clampQuantity, pickerState, toggleChoice } from './skuPicker'
import { productFixture, UNIT } from './testing'

describe('the SKU picker', () => {
  const product = productFixture()

  it('shows the in-stock price range and the product stock before a choice', () => {
    const state = pickerState(product, {}, 'en')
    expect(state.sku).toBeNull()
    expect(state.price).toEqual({ min: 100n * UNIT, max: 120n * UNIT })
    expect(state.stock).toBe(9)
    expect(state.groups.map((group) => group.label)).toEqual(['Colour', 'Storage'])
  })

  it('disables a value no in-stock SKU has with the rest of the choice', () => {
    const state = pickerState(product, { 颜色: '白' }, 'zh')
    const storage = state.groups[1]!.values
    expect(storage.find((value) => value.value === '256G')?.available).toBe(false)
    expect(storage.find((value) => value.value === '128G')?.available).toBe(true)
    // Colour stays free to change: "白" is chosen, "黑" is still available.
    expect(state.groups[0]!.values.every((value) => value.available)).toBe(true)
  })

  it("resolves a complete choice to its SKU's price and stock", () => {
    const state = pickerState(product, { 颜色: '黑', 容量: '256G' }, 'zh')
    expect(state.sku?.id).toBe('2')
    expect(state.price).toEqual({ min: 120n * UNIT, max: 120n * UNIT })
    expect(state.stock).toBe(4)
  })

  it('toggles a value and keeps the quantity within 1…stock', () => {
    expect(toggleChoice({ 颜色: '黑' }, '颜色', '黑')).toEqual({ 颜色: undefined })
    expect(toggleChoice({ 颜色: '黑' }, '颜色', '白')).toEqual({ 颜色: '白' })
    expect(clampQuantity(9, 4)).toBe(4)
    expect(clampQuantity(0, 4)).toBe(1)
    expect(clampQuantity(3, 0)).toBe(1)
  })
})
