import type { ProductCategory } from '@vita/shared'
import type { Db } from '../../../platform/db/client'
import { createProduct, type CreateProductReturnType } from './createProduct'
import { productInputSchema, type ProductInputJson } from './productInput'

let skuCodes = 0

/** Test support: a listed product with one SKU per `skus` entry (defaults: one SKU of 10 USDT, 5 in stock). */
export async function addTestProduct(
  db: Db,
  product: {
    category?: ProductCategory
    name: { zh: string; en: string }
    sales?: number
    listed?: boolean
    images?: string[]
    skus?: { price: string; stock: number; colour?: string }[]
  },
): Promise<CreateProductReturnType> {
  const skus = product.skus ?? [{ price: '10', stock: 5 }]
  const colours = skus.map((sku, i) => sku.colour ?? `色${i + 1}`)
  const input: ProductInputJson = {
    category: product.category ?? 'digital',
    name: product.name,
    description: { zh: `${product.name.zh}的介绍`, en: `About ${product.name.en}` },
    images: product.images ?? [],
    specs: [{ name: { zh: '重量', en: 'Weight' }, value: { zh: '1 千克', en: '1 kg' } }],
    optionGroups: [
      { name: { zh: '颜色', en: 'Colour' }, values: colours.map((zh) => ({ zh, en: `en-${zh}` })) },
    ],
    skus: skus.map((sku, i) => ({
      code: `T${++skuCodes}`,
      options: { 颜色: colours[i] ?? '' },
      price: sku.price,
      stock: sku.stock,
    })),
    sales: product.sales ?? 0,
    listed: product.listed ?? true,
  }
  return createProduct(db, productInputSchema.parse(input))
}
