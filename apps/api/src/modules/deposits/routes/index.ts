import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { depositsPageSchema, depositsQuerySchema, envelopeSchema } from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { listDeposits } from '../listDeposits'

/** GET /app/deposits: the member's deposits from the wallet into the app. */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deposits',
    {
      schema: {
        tags: ['deposits'],
        summary: "The member's deposits, newest first: pending (with confirmations) and credited",
        security: [{ bearer: [] }],
        querystring: depositsQuerySchema,
        response: { 200: envelopeSchema(depositsPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { config, database } = app.services
      const { cursor, limit } = request.query
      return ok(
        request,
        await listDeposits(database.db, {
          chainId: config.chainId,
          depositor: auth.member.address,
          confirmationsRequired: config.depositConfirmations,
          cursor,
          limit,
        }),
      )
    }),
  )
}
