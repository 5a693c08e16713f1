import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** A module's routes: one plugin that registers its operation files, mounted under `/app`. */
export type ModuleRoutes = FastifyPluginAsyncZod

/** Layer 3. Adding a module (ledger, chain, …) is one more entry in the list buildApp passes. */
export async function registerModuleRoutes(
  app: FastifyInstance,
  modules: readonly ModuleRoutes[],
): Promise<void> {
  for (const routes of modules) await app.register(routes, { prefix: '/app' })
}
