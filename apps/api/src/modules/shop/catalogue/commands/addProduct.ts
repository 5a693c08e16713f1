import { readFile } from 'node:fs/promises'
import { isConstraintViolation } from '../../../../platform/db/sql'
import { defineOpsCommand, textOption, UsageError } from '../../../../platform/ops'
import { createProduct } from '../createProduct'
import { productInputSchema } from '../productInput'

/** The product file's issues, one per line, with their paths (`skus.1: duplicate SKU code …`). */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('\n')
}

export const addProductCommand = defineOpsCommand({
  name: 'shop:product-add',
  usage: '--file product.json [--reason "..."]',
  summary:
    'adds a product from a JSON file: {category, name: {zh, en}, description, images: [storage keys], specs, ' +
    'optionGroups, skus: [{code, options, price: "12.5" USDT, stock}], listed}',
  options: ['file', 'reason'],
  audited: true,
  parse: (options) => ({
    file: textOption(options, 'file', true),
    reason: textOption(options, 'reason') ?? 'add product',
  }),
  async run({ db }, { file, reason }) {
    let json: unknown
    try {
      json = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      throw new UsageError(`--file ${file}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const parsed = productInputSchema.safeParse(json)
    if (!parsed.success) throw new UsageError(`--file ${file}:\n${describeIssues(parsed.error.issues)}`)
    const input = parsed.data
    const product = await createProduct(db, input).catch((error: unknown) => {
      if (isConstraintViolation(error, 'shop_skus_code_unique'))
        throw new UsageError('a SKU code of this file is already taken')
      throw error
    })
    return {
      output: `Product ${product.uuid} added (${input.category}, ${input.skus.length} SKUs): ${input.name.zh} / ${input.name.en}`,
      audit: {
        reason,
        payload: {
          productUuid: product.uuid,
          category: input.category,
          name: input.name,
          listed: input.listed,
          skus: input.skus.map((sku) => ({ ...sku, price: sku.price.toString() })),
        },
      },
    }
  },
})
