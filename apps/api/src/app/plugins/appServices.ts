import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../domainError'
import type { AppServices } from '../services'

/** Layer 2: the app services, and the auth hook built on them. */
async function appServices(app: FastifyInstance, { services }: { services: AppServices }) {
  app.decorate('services', services)
  app.decorateRequest('auth', null)
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null
    if (!match?.[1]) throw unauthorized()
    request.auth = await services.auth.authenticate(match[1])
  })
}

export const appServicesLayer = fp(appServices, { name: 'vita-app-services' })
