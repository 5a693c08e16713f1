import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { isConstraintViolation } from '../../../platform/db/sql'
import { defineOpsCommand, textOption, UsageError } from '../../../platform/ops'
import { createProduct } from '../createProduct'
import { productInputSchema } from '../productInput'
import { imagePathsOption, isImagePath, storeImagePaths } from './imageFiles'

/** The product file's issues, one per line, with their paths (`skus.1: duplicate SKU code …`). */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`).join('\n')
}

/**
 * The product file with its image file entries (and the --images files, appended) stored and replaced
 * by their storage keys; anything else is left for the schema to judge.
 */
async function withStoredImages(
  json: unknown,
  { uploadsDir, base, extra }: { uploadsDir: string | undefined; base: string; extra: readonly string[] },
): Promise<unknown> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json
  const listed: unknown = (json as { images?: unknown }).images
  if (listed !== undefined && !Array.isArray(listed)) return json
  const entries = (listed ?? []) as unknown[]
  const files = entries.filter((entry): entry is string => typeof entry === 'string' && isImagePath(entry))
  if (files.length === 0 && extra.length === 0) return json
  const stored = new Map<string, string>()
  const keys = await storeImagePaths(uploadsDir, files, base)
  files.forEach((path, i) => stored.set(path, keys[i] ?? ''))
  const appended = await storeImagePaths(uploadsDir, extra, process.cwd())
  return {
    ...json,
    images: [
      ...entries.map((entry) => (typeof entry === 'string' ? (stored.get(entry) ?? entry) : entry)),
      ...appended,
    ],
  }
}

export const addProductCommand = defineOpsCommand({
  name: 'shop:product-add',
  usage: '--file product.json [--images a.jpg,b.png] [--reason "..."]',
  summary:
    'adds a product from a JSON file: {category, name: {zh, en}, description, images: [storage keys or ' +
    'file paths such as ./cover.jpg, relative to the JSON file], specs, optionGroups, skus: [{code, options, ' +
    'price: "12.5" USDT, stock}], listed}; image files (and those of --images, appended) are checked, ' +
    're-encoded and stored as uploads are',
  options: ['file', 'images', 'reason'],
  audited: true,
  parse: (options) => ({
    file: textOption(options, 'file', true),
    images: imagePathsOption(textOption(options, 'images')) ?? [],
    reason: textOption(options, 'reason') ?? 'add product',
  }),
  async run({ db, uploadsDir }, { file, images, reason }) {
    let json: unknown
    try {
      json = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      throw new UsageError(`--file ${file}: ${error instanceof Error ? error.message : String(error)}`)
    }
    json = await withStoredImages(json, { uploadsDir, base: dirname(file), extra: images })
    const parsed = productInputSchema.safeParse(json)
    if (!parsed.success) throw new UsageError(`--file ${file}:\n${describeIssues(parsed.error.issues)}`)
    const input = parsed.data
    const product = await createProduct(db, input).catch((error: unknown) => {
      if (isConstraintViolation(error, 'skus_code_unique'))
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
