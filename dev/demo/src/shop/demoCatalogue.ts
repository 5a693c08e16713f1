import type { ProductCategory } from '@vita/shared'
import { mulberry32 } from '@vita/shared/prng'
import { productInputSchema, type ProductInput } from '@vita/api/modules/catalogue'
import { APPLIANCE_PRODUCTS } from './applianceProducts'
import type { DemoGroup, DemoProduct, DemoValue } from './demoProduct'
import { DIGITAL_PRODUCTS } from './digitalProducts'
import { FOOD_PRODUCTS } from './foodProducts'

/** The seed of the demo's stock figures: the same catalogue on every fresh database. */
const DEMO_STOCK_SEED = 20_260_412

const CATEGORIES: readonly { category: ProductCategory; prefix: string; products: readonly DemoProduct[] }[] =
  [
    { category: 'digital', prefix: 'DG', products: DIGITAL_PRODUCTS },
    { category: 'appliances', prefix: 'AP', products: APPLIANCE_PRODUCTS },
    { category: 'food', prefix: 'FD', products: FOOD_PRODUCTS },
  ]

/** Every combination of one value per group, in the groups' order (the last group varies fastest). */
function combinations(groups: readonly DemoGroup[]): DemoValue[][] {
  return groups.reduce<DemoValue[][]>(
    (done, group) => done.flatMap((chosen) => group.values.map((value) => [...chosen, value])),
    [[]],
  )
}

/** A demo product: its place (category, index) and the product as the operator's file would give it. */
export type DemoCatalogueEntry = { category: ProductCategory; index: number; input: ProductInput }

/** The demo catalogue as product inputs (without images), validated like an operator's file. */
export function demoCatalogue(): DemoCatalogueEntry[] {
  const random = mulberry32(DEMO_STOCK_SEED)
  return CATEGORIES.flatMap(({ category, prefix, products }) =>
    products.map((product, index) => {
      const code = `${prefix}${String(index + 1).padStart(2, '0')}`
      const input = productInputSchema.parse({
        category,
        name: { zh: product.name[0], en: product.name[1] },
        description: { zh: product.description[0], en: product.description[1] },
        specs: product.specs.map(([name, value]) => ({
          name: { zh: name[0], en: name[1] },
          value: { zh: value[0], en: value[1] },
        })),
        optionGroups: product.groups.map((group) => ({
          name: { zh: group.name[0], en: group.name[1] },
          values: group.values.map(([zh, en]) => ({ zh, en })),
        })),
        skus: combinations(product.groups).map((values, n) => ({
          code: `${code}-${n + 1}`,
          options: Object.fromEntries(values.map((value, g) => [product.groups[g]?.name[0] ?? '', value[0]])),
          price: String(product.price + values.reduce((sum, value) => sum + (value[2] ?? 0), 0)),
          // Mostly stocked, now and then one nearly or entirely sold out (the picker greys those).
          stock: random() < 0.08 ? 0 : Math.floor(random() < 0.15 ? 1 + random() * 4 : 20 + random() * 480),
        })),
        sales: product.sales,
      })
      return { category, index, input }
    }),
  )
}
