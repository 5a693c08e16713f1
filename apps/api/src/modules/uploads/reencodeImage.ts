import sharp, { type Metadata } from 'sharp'
import { uploadNotImage, uploadTooLarge } from './errors'

/** Pictures above this many pixels are refused before decoding (40 MP: more than any phone camera). */
export const MAX_IMAGE_PIXELS = 40_000_000
/** Stored images fit within this square (enough for a full-screen view on any phone). */
export const MAX_STORED_SIDE = 2048
/** What a stored image is encoded as. */
export const STORED_IMAGE = { mimeType: 'image/webp', extension: 'webp' } as const

/** The decoders accepted, by content (sharp sniffs the bytes; names and declared types are not trusted). */
const STILL_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

export type ReencodeImageReturnType = { data: Buffer; width: number; height: number }
export type ReencodeImageErrorType = ReturnType<typeof uploadNotImage> | ReturnType<typeof uploadTooLarge>

/**
 * The picture in `input` as a fresh WebP: turned upright by its EXIF orientation, without any metadata
 * (EXIF, GPS, XMP, ICC: sharp writes none unless asked), shrunk to fit MAX_STORED_SIDE. Refuses what is
 * not a still picture (text, SVG, PDF, animations) and pictures above MAX_IMAGE_PIXELS.
 */
export async function reencodeImage(input: Buffer): Promise<ReencodeImageReturnType> {
  let metadata: Metadata
  try {
    // The header only: no pixel limit yet, so a picture too big is told apart from a non-picture.
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch (cause) {
    throw uploadNotImage(cause)
  }
  // SVG is refused by content too: it is text a browser may run scripts in.
  if (!STILL_IMAGE_FORMATS.has(metadata.format)) throw uploadNotImage()
  if ((metadata.pages ?? 1) > 1) throw uploadNotImage()
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw uploadTooLarge({ maxPixels: MAX_IMAGE_PIXELS })
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (cause) {
    // The header read but the pixels did not decode (truncated or corrupt data).
    throw uploadNotImage(cause)
  }
}
