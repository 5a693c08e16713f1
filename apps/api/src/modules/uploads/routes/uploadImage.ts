import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema } from '@vita/shared'
import { UPLOADS_AT_ONCE, uploadedImageSchema } from '@vita/shared/schemas/uploads'
import { withAuth } from '../../../platform/http/auth'
import { invalidInput } from '../../../platform/http/domainError'
import { ok } from '../../../platform/http/envelope'
import { createFairSlots, NoSlotError } from '../../../platform/http/fairSlots'
import { createConcurrencyLimit, perMemberRateLimit } from '../../../platform/http/rateLimits'
import { uploadNoSlot, uploadTooLarge } from '../errors'
import { saveMemberUpload } from '../saveMemberUpload'

/** A member adds a few images to a review at a time: 30 a minute is far above that. */
export const UPLOADS_RATE_LIMIT = { max: 30, timeWindow: 60_000 }
/**
 * A member's uploads in progress (arriving, waiting for a decode, decoding): UPLOADS_AT_ONCE; one more
 * is refused at once (uploadTooManyAtOnce). No process-wide cap on arriving bodies: slow senders would
 * keep everyone out again; the decode slots bound the heavy work.
 */
export const UPLOADS_IN_PROGRESS = { perKey: UPLOADS_AT_ONCE, total: Number.POSITIVE_INFINITY }
/**
 * Decoding takes up to ~160 MB and a core for a 40 MP picture: 4 in a process, each member held to a
 * fair share of them (platform/http/fairSlots.ts). A slot is taken once the body has arrived, so a slow
 * network holds none; a decode waits up to 10 s for one, then is answered 429 uploadBusy (Retry-After).
 */
export const UPLOADS_DECODE_SLOTS = { total: 4, perKey: UPLOADS_AT_ONCE, maxWaitMs: 10_000 }
/** Seconds a refused upload is told to wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 5
/** What a multipart body may add around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024

/** POST /uploads: one image in the multipart field `file`; answers {id, url, width, height}. */
export const uploadImageRoute: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.services
  // Only these routes parse multipart; the file alone may pass the app's 64 KiB body limit.
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 4, parts: 5, headerPairs: 20 },
  })
  const inProgress = createConcurrencyLimit(UPLOADS_IN_PROGRESS)
  const decodeSlots = createFairSlots(UPLOADS_DECODE_SLOTS)
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
      const memberKey = String(auth.memberId)
      const refuse = (reason: NoSlotError['reason']) => {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        return uploadNoSlot(reason)
      }
      const leave = inProgress.tryAcquire(memberKey)
      if (!leave) throw refuse('keyFull')
      try {
        const part = await request.file()
        if (!part || part.fieldname !== 'file')
          throw invalidInput('invalidParams', { fields: [{ path: 'body.file', message: 'required' }] })
        const image = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw uploadTooLarge({ maxBytes: config.uploadMaxBytes })
          throw error
        })
        // Held until the decode ends, not the connection: a member who hangs up does not stop the work.
        const release = await decodeSlots.acquire(memberKey).catch((error: unknown) => {
          throw error instanceof NoSlotError ? refuse(error.reason) : error
        })
        try {
          const saved = await saveMemberUpload(app.services.database.db, config, {
            memberId: auth.memberId,
            image,
          })
          return ok(request, saved)
        } finally {
          release()
        }
      } finally {
        leave()
      }
    }),
  )
}
