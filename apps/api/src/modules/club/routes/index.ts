import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activationRoute } from './activation'

/** GET /club/activation. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activationRoute)
}
