import { ApiCode } from '@vita/shared'
import { DomainError } from '../../platform/http/domainError'

/**
 * 413, code 7, reason uploadTooLarge: the file passes UPLOAD_MAX_BYTES, or its picture the pixel
 * limit (a small file can declare a huge picture: a decompression bomb).
 */
export const uploadTooLarge = (details: { maxBytes: number } | { maxPixels: number }) =>
  new DomainError('uploadTooLarge', ApiCode.invalidInput, 413, details)

/** 400, code 7, reason uploadNotImage: the content is not a still JPEG, PNG, WebP, GIF or AVIF picture. */
export const uploadNotImage = (cause?: unknown) =>
  new DomainError('uploadNotImage', ApiCode.invalidInput, 400, undefined, { cause })

/**
 * 429, code 429 (routes/uploadImage.ts): uploadTooManyAtOnce when the member already has their most
 * uploads in progress, uploadBusy when no decode slot (fair slots) freed in time.
 */
export const uploadNoSlot = (reason: 'keyFull' | 'timedOut') =>
  new DomainError(reason === 'keyFull' ? 'uploadTooManyAtOnce' : 'uploadBusy', ApiCode.rateLimited, 429)
