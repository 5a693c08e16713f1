import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changeAddressRoutes } from './changeAddress'
import { listAddressesRoute } from './listAddresses'
import { saveAddressRoutes } from './saveAddress'

/** GET/POST /addresses, PUT/DELETE /addresses/:id, POST /addresses/:id/default (all bearer). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listAddressesRoute)
  await app.register(saveAddressRoutes)
  await app.register(changeAddressRoutes)
}
