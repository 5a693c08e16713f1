import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getConfigRoute } from './getConfig'
import { getDocsRoute } from './getDocs'
import { getHealthRoute } from './getHealth'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getHealthRoute)
  await app.register(getConfigRoute)
  await app.register(getDocsRoute)
}
