import { eq, sql } from 'drizzle-orm'
import { formatAmount, safeText } from '@vita/shared'
import {
  amountOption,
  booleanOption,
  defineOpsCommand,
  textOption,
  UsageError,
  type OpsOptions,
} from '../../../platform/ops'
import { catalogueProducts, catalogueSkus } from '../tables'
import { refreshProductTotals } from '../createProduct'
import { findProductForUpdate, productOption } from './commandTargets'
import { imagePathsOption, storeImagePaths } from './imageFiles'

const TEXT_OPTIONS = {
  'name-zh': { column: 'nameZh', max: 100 },
  'name-en': { column: 'nameEn', max: 100 },
  'description-zh': { column: 'descriptionZh', max: 2000 },
  'description-en': { column: 'descriptionEn', max: 2000 },
} as const
type TextChanges = Partial<Record<(typeof TEXT_OPTIONS)[keyof typeof TEXT_OPTIONS]['column'], string>>

function textChanges(options: OpsOptions): TextChanges {
  const changes: TextChanges = {}
  for (const [name, { column, max }] of Object.entries(TEXT_OPTIONS)) {
    const value = textOption(options, name)
    if (value === undefined) continue
    const parsed = safeText(max).trim().min(1).safeParse(value)
    if (!parsed.success)
      throw new UsageError(`--${name} must be 1–${max} characters without control characters`)
    changes[column] = parsed.data
  }
  return changes
}

export const updateProductCommand = defineOpsCommand({
  name: 'shop:product-update',
  usage:
    '--product <uuid> [--listed true|false] [--price 12.5 (every SKU)] [--name-zh …] [--name-en …] ' +
    '[--description-zh …] [--description-en …] [--images a.jpg,b.png] [--reason "..."]',
  summary:
    'lists or hides a product, sets one price for all its SKUs, changes its texts, or replaces its images ' +
    'with image files (checked, re-encoded and stored as uploads are)',
  options: ['product', 'listed', 'price', ...Object.keys(TEXT_OPTIONS), 'images', 'reason'],
  audited: true,
  parse(options) {
    const input = {
      uuid: productOption(options),
      listed: booleanOption(options, 'listed'),
      price: amountOption(options, 'price', false),
      texts: textChanges(options),
      images: imagePathsOption(textOption(options, 'images')),
      reason: textOption(options, 'reason') ?? 'update product',
    }
    if (input.price === 0n) throw new UsageError('--price must be more than 0')
    if (
      input.listed === undefined &&
      input.price === undefined &&
      input.images === undefined &&
      Object.keys(input.texts).length === 0
    )
      throw new UsageError(
        'give at least one of --listed, --price, --name-zh, --name-en, --description-zh, --description-en, --images',
      )
    return input
  },
  async run({ db, uploadsDir }, { uuid, listed, price, texts, images, reason }) {
    const product = await findProductForUpdate(db, uuid)
    const imageKeys =
      images === undefined ? undefined : await storeImagePaths(uploadsDir, images, process.cwd())
    await db
      .update(catalogueProducts)
      .set({
        ...texts,
        ...(listed === undefined ? {} : { listed }),
        ...(imageKeys === undefined ? {} : { images: imageKeys }),
        updatedAt: sql`now()`,
      })
      .where(eq(catalogueProducts.id, product.id))
    if (price !== undefined) {
      await db
        .update(catalogueSkus)
        .set({ price, updatedAt: sql`now()` })
        .where(eq(catalogueSkus.productId, product.id))
      await refreshProductTotals(db, [product.id])
    }
    const changed = [
      listed === undefined ? null : listed ? 'listed' : 'hidden',
      price === undefined ? null : `every SKU at ${formatAmount(price)} USDT`,
      ...Object.keys(texts),
      imageKeys === undefined ? null : `${imageKeys.length} images`,
    ].filter((part) => part !== null)
    return {
      output: `Product ${uuid} (${product.nameZh}): ${changed.join(', ')}`,
      audit: {
        reason,
        payload: { productUuid: uuid, listed, price: price?.toString(), texts, images: imageKeys },
      },
    }
  },
})
