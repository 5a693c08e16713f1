import { z } from 'zod'

/**
 * The biggest image a member may upload, in bytes, before re-encoding: the API's UPLOAD_MAX_BYTES
 * default and the web uploader's own check (spec §9 names no limit; a phone photo fits well within).
 */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/**
 * How many uploads a member may have in progress at once: the API refuses more (uploadTooManyAtOnce),
 * and the web uploader sends a bigger pick this many at a time.
 */
export const UPLOADS_AT_ONCE = 3

/** An upload's id, as other requests refer to it (a review's images). */
export const uploadIdSchema = z.uuid()

/** POST /app/uploads answers the stored image: re-encoded WebP, at most 2048 px on its longer side. */
export const uploadedImageSchema = z.object({
  id: uploadIdSchema,
  /** `${UPLOADS_BASE_URL}/${storageKey}`: relative to the app by default, or a CDN's absolute URL. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type UploadedImageView = z.infer<typeof uploadedImageSchema>

/** What a form keeps of an uploaded image (the uploader's value). */
export type UploadedImage = Pick<UploadedImageView, 'id' | 'url'>
