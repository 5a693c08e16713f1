import type { Db } from '@vita/api'
import { createProduct, listProducts } from '@vita/api/modules/catalogue'
import { demoCatalogue } from './demoCatalogue'
import { demoImageSvg, storeDemoImage } from './demoImages'

/** Pictures per demo product: a cover and a second view. */
const IMAGES_PER_PRODUCT = 2

/**
 * The living demo's catalogue (DEMO_DATA): 62 products across digital, appliances and food, each with
 * its option groups, SKUs, specs and two pictures rendered locally. Only on a catalogue that lists no
 * product, so it never mixes with an operator's; the count added (0 when skipped).
 */
export async function seedDemoCatalogue(
  db: Db,
  parameters: { uploadsDir: string; log?: (line: string) => void },
): Promise<number> {
  // The shop's own list (GET /app/shop/products) is what the demo may read: hidden products do not count.
  const listed = await listProducts(db, { sort: 'newest', limit: 1, uploadsBaseUrl: '' })
  if (listed.items.length > 0) return 0
  const entries = demoCatalogue()
  // Pictures first (files outside the transaction are harmless if it fails: content-addressed).
  const images = await Promise.all(
    entries.map(async ({ category, index }) => {
      const keys: string[] = []
      for (let variant = 0; variant < IMAGES_PER_PRODUCT; variant++)
        keys.push(await storeDemoImage(parameters.uploadsDir, demoImageSvg(category, index, variant)))
      return keys
    }),
  )
  await db.transaction(async (tx) => {
    for (const [i, entry] of entries.entries())
      await createProduct(tx, { ...entry.input, images: images[i] ?? [] })
  })
  parameters.log?.(`[demo] shop: ${entries.length} products`)
  return entries.length
}
