import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appConfigSchema, envelopeSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { appConfigFor } from '../getConfig'

export const getConfigRoute: FastifyPluginAsyncZod = async (app) => {
  const { config, deployment } = app.services
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Chain, token addresses and display name for the web app',
        response: { 200: envelopeSchema(appConfigSchema) },
      },
    },
    async (request) => ok(request, appConfigFor(config, deployment.current())),
  )
}
