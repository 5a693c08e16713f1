import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkRegisteredRoute } from './checkRegistered'
import { getNonceRoute } from './getNonce'
import { infoRoute } from './info'
import { loginRoute } from './login'
import { logoutRoute } from './logout'
import { logoutAllRoute } from './logoutAll'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(getNonceRoute)
  await app.register(loginRoute)
  await app.register(infoRoute)
  await app.register(checkRegisteredRoute)
  await app.register(logoutRoute)
  await app.register(logoutAllRoute)
}
