/**
 * The demo catalogue's compact form: names, descriptions and specs as [zh, en] pairs, option groups
 * whose values may add to the base price (USDT), and the sales figure the list sorts by. The SKUs
 * are every combination of the groups' values (demoCatalogue.ts expands them deterministically).
 */
export type Pair = readonly [zh: string, en: string]
/** [zh, en, extra USDT over the base price]. */
export type DemoValue = readonly [zh: string, en: string, extra?: number]
export type DemoGroup = { name: Pair; values: readonly DemoValue[] }
export type DemoProduct = {
  name: Pair
  description: Pair
  /** USDT, the cheapest combination. */
  price: number
  sales: number
  specs: readonly (readonly [name: Pair, value: Pair])[]
  groups: readonly DemoGroup[]
}

const COLOURS: Record<string, Pair> = {
  black: ['黑色', 'Black'],
  white: ['白色', 'White'],
  blue: ['蓝色', 'Blue'],
  silver: ['银色', 'Silver'],
  grey: ['深空灰', 'Space grey'],
  green: ['墨绿', 'Forest green'],
  pink: ['樱花粉', 'Blossom pink'],
  red: ['中国红', 'Red'],
}

/** 颜色 / Colour with the named colours, all at the base price. */
export function colours(...keys: (keyof typeof COLOURS)[]): DemoGroup {
  return { name: ['颜色', 'Colour'], values: keys.map((key) => COLOURS[key] ?? ['黑色', 'Black']) }
}

/** A group of its own: `values` as [zh, en, extra]. */
export const group = (zh: string, en: string, values: readonly DemoValue[]): DemoGroup => ({
  name: [zh, en],
  values,
})
