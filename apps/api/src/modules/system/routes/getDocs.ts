import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The OpenAPI document generated from the routes' zod schemas. */
export const getDocsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger())
}
