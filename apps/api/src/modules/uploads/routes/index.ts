import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uploadImageRoute } from './uploadImage'

/** POST /uploads (the files themselves are served by uploadedFilesLayer, outside /app). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadImageRoute)
}
