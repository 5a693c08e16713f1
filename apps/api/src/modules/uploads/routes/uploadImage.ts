import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { uploadedImageSchema } from '@vita/shared/schemas/uploads'
import { withAuth } from '../../../platform/http/auth'
import { invalidInput } from '../../../platform/http/domainError'
import { ok } from '../../../platform/http/envelope'
import {
  createConcurrencyLimit,
  perMemberRateLimit,
  tooManyRequests,
} from '../../../platform/http/rateLimits'
import { uploadTooLarge } from '../errors'
import { saveMemberUpload } from '../saveMemberUpload'

/** A member adds a few images to a review at a time: 30 a minute is far above that. */
export const UPLOADS_RATE_LIMIT = { max: 30, timeWindow: 60_000 }
/**
 * Decoding takes up to ~160 MB and a core for a 40 MP picture: 3 at once per member (the uploader
 * sends a multiple pick together) and 4 in a process; the rest are answered 429.
 */
export const UPLOADS_CONCURRENCY = { perKey: 3, total: 4 }
/** What a multipart body may add around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/** POST /uploads: one image in the multipart field `file`; answers {id, url, width, height}. */
export const uploadImageRoute: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services
  // Only these routes parse multipart; the file alone may pass the app's 64 KiB body limit.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 4, parts: 5, headerPairs: 20 },
  })
  const running = createConcurrencyLimit(UPLOADS_CONCURRENCY)
  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image (multipart field "file"): checked by content, re-encoded as WebP without metadata',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(uploadedImageSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: perMemberRateLimit(UPLOADS_RATE_LIMIT) },
    },
    withAuth(async (request, auth, reply) => {
      const declared = Number(request.headers['content-length'])
      if (declared > config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES)
        throw uploadTooLarge({ maxBytes: config.uploadMaxBytes })
      if (!request.isMultipart())
        throw invalidInput('invalidParams', {
          fields: [{ path: 'body', message: 'multipart/form-data required' }],
        })
      const release = running.tryAcquire(String(auth.memberId))
      if (!release) throw tooManyRequests()
      reply.raw.once('close', release)
      try {
        const part = await request.file()
        if (!part || part.fieldname !== 'file')
          throw invalidInput('invalidParams', { fields: [{ path: 'body.file', message: 'required' }] })
        const image = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw uploadTooLarge({ maxBytes: config.uploadMaxBytes })
          throw error
        })
        const saved = await saveMemberUpload(app.services.database.db, config, {
          memberId: auth.memberId,
          image,
        })
        return ok(request, saved)
      } finally {
        release()
      }
    }),
  )
}
