import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DELIVERY_FEES } from '@vita/shared'
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../platform/db/testing'
import { insertTestMembers } from '../members/membersTesting'
import { findMemberUploads, storeImageFile } from '../uploads'
import { insertTestUpload, uploadExists } from '../uploads/uploadsTesting'
import { buyNow, placeShopOrder, seedAddress, seedSku, shopOrderItems } from '../checkout/checkoutTesting'
import { reviews } from './reviewsTesting'
import { catalogueProducts } from '../catalogue/catalogueTesting'
import { deleteOrphanUploads } from './deleteOrphanUploads'

const now = new Date()
const HOUR = 3_600_000
const old = new Date(now.getTime() - 25 * HOUR)

describe.each(testDatabaseKinds)('orphan uploads (%s)', (kind) => {
  let database: TestDatabase
  const uploadsDir = mkdtempSync(join(tmpdir(), 'vita-orphans-'))
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    await insertTestMembers(database.db, [1])
  })
  afterAll(async () => {
    await database?.dispose()
    rmSync(uploadsDir, { recursive: true, force: true })
  })

  /** A stored picture of `colour` (its file written at `written`) and an upload row of it made at `made`. */
  const upload = async (colour: string, made: Date, written = made) => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer()
    const stored = await storeImageFile({ uploadsDir }, image)
    utimesSync(join(uploadsDir, stored.storageKey), written, written)
    const id = await insertTestUpload(database.db, { memberId: 1, ...stored, createdAt: made })
    return { id, key: stored.storageKey }
  }
  const rowExists = (id: string) => uploadExists(database.db, id)
  const fileExists = (key: string) => existsSync(join(uploadsDir, key))

  it('deletes old uploads no review took, rows and files, and keeps everything still in use', async () => {
    const orphan = await upload('#ff0000', old)
    const reviewed = await upload('#00ff00', old)
    const recent = await upload('#0000ff', new Date(now.getTime() - HOUR))
    const productImage = await upload('#ffff00', old)
    // The same picture uploaded twice: the old row goes, the file stays for the recent one.
    const sharedOld = await upload('#00ffff', old)
    const sharedRecent = await upload('#00ffff', new Date(now.getTime() - HOUR))
    expect(sharedRecent.key).toBe(sharedOld.key)

    // A review of a real order line refers to `reviewed`; a product shows the picture of `productImage`.
    const { skuId, productId } = await seedSku(database.db)
    const placed = await placeShopOrder(database.db, {
      memberId: 1,
      requestKey: 'orphans',
      request: buyNow(skuId, 1, await seedAddress(database.db, 1)) as Parameters<
        typeof placeShopOrder
      >[1]['request'],
      fees: DEFAULT_DELIVERY_FEES,
      paymentTimeoutMinutes: 30,
      uploadsBaseUrl: '/uploads',
      now,
    })
    const [item] = await database.db
      .select({ id: shopOrderItems.id })
      .from(shopOrderItems)
      .where(eq(shopOrderItems.skuId, skuId))
    expect(placed.order.items).toHaveLength(1)
    await database.db.insert(reviews).values({
      productId,
      orderItemId: item?.id ?? 0,
      memberId: 1,
      rating: 5,
      content: 'good',
      images: [reviewed.id],
    })
    await database.db
      .update(catalogueProducts)
      .set({ images: ['cover.png', productImage.key] })
      .where(eq(catalogueProducts.id, productId))

    expect(await deleteOrphanUploads(database.db, { uploadsDir, now })).toEqual({ rows: 3, files: 1 })
    expect([await rowExists(orphan.id), fileExists(orphan.key)]).toEqual([false, false])
    expect([await rowExists(reviewed.id), fileExists(reviewed.key)]).toEqual([true, true])
    expect([await rowExists(recent.id), fileExists(recent.key)]).toEqual([true, true])
    expect([await rowExists(productImage.id), fileExists(productImage.key)]).toEqual([false, true])
    expect([await rowExists(sharedOld.id), await rowExists(sharedRecent.id)]).toEqual([false, true])
    expect(fileExists(sharedOld.key)).toBe(true)
    // Nothing left to do: a second run deletes nothing.
    expect(await deleteOrphanUploads(database.db, { uploadsDir, now })).toEqual({ rows: 0, files: 0 })
  })

  it('keeps a file an upload of the same picture wrote after the cutoff, even with no row left', async () => {
    const rewritten = await upload('#123456', old, new Date(now.getTime() - HOUR))
    expect(await deleteOrphanUploads(database.db, { uploadsDir, now })).toEqual({ rows: 1, files: 0 })
    expect([await rowExists(rewritten.id), fileExists(rewritten.key)]).toEqual([false, true])
  })

  it.runIf(kind === 'postgres')('skips uploads a review being submitted holds (FOR SHARE)', async () => {
    const held = await upload('#654321', old)
    await database.db.transaction(async (tx) => {
      await findMemberUploads(tx, { memberId: 1, ids: [held.id], lock: true })
      // The cleanup runs on another connection while the review's transaction holds the upload.
      expect(await deleteOrphanUploads(database.db, { uploadsDir, now })).toEqual({ rows: 0, files: 0 })
    })
    expect(await rowExists(held.id)).toBe(true)
  })
})
