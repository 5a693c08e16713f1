import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bindReferrerRoute } from './bindReferrer'

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bindReferrerRoute)
}
