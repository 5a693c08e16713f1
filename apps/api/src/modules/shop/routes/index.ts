import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cartRoutes } from '../cart/cartRoutes'
import { catalogueRoutes } from '../catalogue/catalogueRoutes'
import { shopOrderRoutes } from './orders'

/** Every route of the marketplace under /app/shop. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes)
  await app.register(cartRoutes)
  await app.register(shopOrderRoutes)
}
