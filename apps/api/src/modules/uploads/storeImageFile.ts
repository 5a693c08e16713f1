import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../../config'
import { reencodeImage, STORED_IMAGE, type ReencodeImageErrorType } from './reencodeImage'

/** A stored file's name: the SHA-256 of its bytes and the extension (what GET /uploads/<key> accepts). */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{64}\.webp$/

export type StoredImage = {
  /** The file's name under the uploads directory: `<sha256 of the bytes>.webp`. */
  storageKey: string
  mimeType: string
  width: number
  height: number
  bytes: number
}
export type StoreImageFileErrorType = ReencodeImageErrorType

/**
 * Re-encodes `image` (reencodeImage.ts) and writes it to the uploads directory under its content
 * hash, without recording any member: the upload route adds the row; the demo seeding stores its
 * generated product images with this alone. Written to a temporary name and renamed, so a crash never
 * leaves half a file under a real key; the same picture twice is one file.
 */
export async function storeImageFile(
  config: Pick<Config, 'uploadsDir'>,
  image: Buffer,
): Promise<StoredImage> {
  const { data, width, height } = await reencodeImage(image)
  const storageKey = `${createHash('sha256').update(data).digest('hex')}.${STORED_IMAGE.extension}`
  await mkdir(config.uploadsDir, { recursive: true })
  // Dot-named: never a valid key, so never served even while it exists.
  const temporary = join(config.uploadsDir, `.${randomUUID()}.tmp`)
  try {
    await writeFile(temporary, data, { mode: 0o644 })
    await rename(temporary, join(config.uploadsDir, storageKey))
  } finally {
    await rm(temporary, { force: true })
  }
  return { storageKey, mimeType: STORED_IMAGE.mimeType, width, height, bytes: data.length }
}
