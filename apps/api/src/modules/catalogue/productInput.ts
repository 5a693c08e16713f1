/**
 * A product as the operator writes it (shop:product-add's JSON file) and the demo catalogue declares
 * it: texts in both languages, image storage keys, specs, option groups and SKUs with decimal USDT
 * prices. Every SKU names one value of each option group (by their zh texts, as the cart and orders
 * show them), SKU codes and option combinations are unique.
 */
import { z } from 'zod'
import { safeText, tryParseAmount } from '@vita/shared'
import { productCategorySchema } from '@vita/shared/schemas/shop'

const text = (max: number) => safeText(max).trim().min(1)
const localized = (max: number) => z.object({ zh: text(max), en: text(max) })
const longText = (max: number) => safeText(max, { allow: ['\n'] }).trim()

/** A decimal USDT amount ("12.5") → base units, more than zero. */
export const priceTextSchema = z
  .string()
  .max(40)
  .transform((value, context) => {
    const amount = tryParseAmount(value)
    if (amount === null || amount <= 0n) {
      context.addIssue({
        code: 'custom',
        message: `price must be a positive decimal USDT amount ("${value}")`,
      })
      return z.NEVER
    }
    return amount
  })

/** A storage key under the uploads directory: a plain file name, never a path. */
export const imageKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'an image key is a file name')
export const skuCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'a SKU code is letters, digits, - and _')

export const productInputSchema = z
  .object({
    category: productCategorySchema,
    name: localized(100),
    description: z.object({ zh: longText(2000), en: longText(2000) }).default({ zh: '', en: '' }),
    images: z.array(imageKeySchema).max(20).default([]),
    specs: z
      .array(z.object({ name: localized(40), value: localized(200) }))
      .max(50)
      .default([]),
    optionGroups: z
      .array(z.object({ name: localized(20), values: z.array(localized(40)).min(1).max(30) }))
      .max(3)
      .default([]),
    skus: z
      .array(
        z.object({
          code: skuCodeSchema,
          options: z.record(z.string(), z.string()).default({}),
          price: priceTextSchema,
          stock: z.number().int().min(0).max(10_000_000),
        }),
      )
      .min(1)
      .max(200),
    /** Sales so far (imported catalogues, the demo); new products start at 0. */
    sales: z.number().int().min(0).max(2_000_000_000).default(0),
    listed: z.boolean().default(true),
  })
  .superRefine((product, context) => {
    const codes = new Set<string>()
    const combinations = new Set<string>()
    product.skus.forEach((sku, index) => {
      const path = ['skus', index]
      if (codes.has(sku.code))
        context.addIssue({ code: 'custom', path, message: `duplicate SKU code ${sku.code}` })
      codes.add(sku.code)
      const valid =
        Object.keys(sku.options).length === product.optionGroups.length &&
        product.optionGroups.every((group) =>
          group.values.some((value) => value.zh === sku.options[group.name.zh]),
        )
      if (!valid)
        context.addIssue({
          code: 'custom',
          path,
          message: `SKU ${sku.code} must name one value of each option group (zh texts)`,
        })
      const combination = JSON.stringify(product.optionGroups.map((group) => sku.options[group.name.zh]))
      if (valid && combinations.has(combination))
        context.addIssue({ code: 'custom', path, message: `SKU ${sku.code} repeats an option combination` })
      combinations.add(combination)
    })
  })
export type ProductInput = z.infer<typeof productInputSchema>
/** What a product file may hold before defaults and price parsing. */
export type ProductInputJson = z.input<typeof productInputSchema>
