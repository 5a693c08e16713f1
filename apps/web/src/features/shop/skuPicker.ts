/**
 * The SKU picker's view of a product: its option groups in the UI's language, each value with whether
 * it can still be chosen (shared isValueAvailable), the resolved SKU and the price to show.
 * SKUs name their options by the zh group and value, so the choice is kept in zh.
 */
import type { ProductDetail, ProductSku } from '@vita/shared/schemas/shop'
import type { Locale } from '@vita/shared/locale'
import { isValueAvailable, resolveSku, type OptionGroup, type SkuChoice } from '@vita/shared/shop/sku'

export type PickerValue = { value: string; label: string; available: boolean; chosen: boolean }
export type PickerGroup = { name: string; label: string; values: PickerValue[] }
export type PickerState = {
  groups: PickerGroup[]
  sku: ProductSku | null
  /** The chosen SKU's price, or the lowest and highest of the in-stock SKUs (all SKUs when none is). */
  price: { min: bigint; max: bigint }
  /** The chosen SKU's stock, or the product's. */
  stock: number
}

const groupsOf = (product: ProductDetail): OptionGroup[] =>
  product.optionGroups.map((group) => ({
    name: group.name.zh,
    values: group.values.map((value) => value.zh),
  }))

export function priceRange(skus: readonly ProductSku[], fallback: string): { min: bigint; max: bigint } {
  const inStock = skus.filter((sku) => sku.stock > 0)
  const prices = (inStock.length > 0 ? inStock : skus).map((sku) => BigInt(sku.price))
  if (prices.length === 0) return { min: BigInt(fallback), max: BigInt(fallback) }
  return prices.reduce(
    (range, price) => ({
      min: price < range.min ? price : range.min,
      max: price > range.max ? price : range.max,
    }),
    { min: prices[0] as bigint, max: prices[0] as bigint },
  )
}

export function pickerState(product: ProductDetail, choice: SkuChoice, locale: Locale): PickerState {
  // A product without option groups has one SKU: it is chosen from the start.
  const sku =
    product.optionGroups.length === 0
      ? (product.skus[0] ?? null)
      : resolveSku(product.skus, groupsOf(product), choice)
  return {
    groups: product.optionGroups.map((group) => ({
      name: group.name.zh,
      label: group.name[locale],
      values: group.values.map((value) => ({
        value: value.zh,
        label: value[locale],
        available: isValueAvailable(product.skus, choice, group.name.zh, value.zh),
        chosen: choice[group.name.zh] === value.zh,
      })),
    })),
    sku,
    price: sku ? { min: BigInt(sku.price), max: BigInt(sku.price) } : priceRange(product.skus, product.price),
    stock: sku ? sku.stock : product.stock,
  }
}

/** Choosing a chosen value again clears it; choosing another replaces it. */
export function toggleChoice(choice: SkuChoice, group: string, value: string): SkuChoice {
  return { ...choice, [group]: choice[group] === value ? undefined : value }
}

/** The quantity kept within 1…stock (at least 1 so the stepper never shows 0). */
export function clampQuantity(quantity: number, stock: number): number {
  return Math.max(1, Math.min(quantity, Math.max(stock, 1)))
}
