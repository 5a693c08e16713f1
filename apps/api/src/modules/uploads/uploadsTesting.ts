import { crc32, deflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '../../platform/db/client'
import type { StoredImage } from './storeImageFile'
import { uploads } from './tables'

/** A JPEG of `width`×`height` carrying EXIF (artist, copyright) and orientation 6 (to be turned upright). */
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Alice Example', Copyright: 'secret location' } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

export function png(width: number, height: number, blue = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: blue } } })
    .png()
    .toBuffer()
}

/** A two-frame animated GIF (frames differ, or the encoder merges them into one). */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all([png(20, 10, 0), png(20, 10, 255)])
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer()
}

/** A tiny PNG whose header declares `width`×`height` (a decompression bomb's header, without its pixels). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartBody(file: { field?: string; name: string; type: string; content: Buffer }): {
  payload: Buffer
  headers: Record<string, string>
} {
  const boundary = `----vita-test-${Math.random().toString(16).slice(2)}`
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** An upload row of a stored file, made at `createdAt` (an upload the orphan cleanup may find old). */
export async function insertTestUpload(
  db: Db,
  upload: StoredImage & { memberId: number; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id })
  if (!row) throw new Error('the upload insert returned nothing')
  return row.id
}

export async function uploadExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))).length === 1
}
export { STORAGE_KEY_PATTERN } from './storeImageFile'
