import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Every route of the marketplace under /app/shop. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  void app
}
