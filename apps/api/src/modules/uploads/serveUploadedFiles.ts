import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { notFound } from '../../platform/http/domainError'
import { STORED_IMAGE } from './reencodeImage'
import { STORAGE_KEY_PATTERN } from './storeImageFile'

/** The path the app serves stored files under; any other UPLOADS_BASE_URL is served by someone else. */
export const APP_UPLOADS_PATH = '/uploads'

/**
 * GET /uploads/<key> from the uploads directory, when UPLOADS_BASE_URL is the app's own /uploads.
 * Only names of the stored form (`<sha256>.webp`) are looked up, so no path can leave the directory,
 * no listing exists and temporary files are never served. Names are content hashes: cached for a year
 * as immutable, the hash as the ETag.
 */
export async function uploadedFilesRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'uploadsDir' | 'uploadsBaseUrl'> },
) {
  if (config.uploadsBaseUrl !== APP_UPLOADS_PATH) return
  app.get<{ Params: { key: string } }>(`${APP_UPLOADS_PATH}/:key`, async (request, reply) => {
    const { key } = request.params
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound()
    const path = join(config.uploadsDir, key)
    const file = await stat(path).catch(() => undefined)
    if (!file?.isFile()) throw notFound()
    const etag = `"${key.slice(0, 64)}"`
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type(STORED_IMAGE.mimeType).header('content-length', file.size).send(createReadStream(path))
  })
  // Deeper paths are never files here: a 404, not the web app's index.html.
  app.get(`${APP_UPLOADS_PATH}/*`, async () => {
    throw notFound()
  })
}
