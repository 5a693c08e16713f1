import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  envelopeSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { getWithdrawal, listWithdrawals } from '../listWithdrawals'

export const listWithdrawalsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        summary: "The member's withdrawals, newest first (cursor pages)",
        security: [{ bearer: [] }],
        querystring: withdrawalsQuerySchema,
        response: { 200: envelopeSchema(withdrawalsPageSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { cursor, limit } = request.query
      return ok(
        request,
        await listWithdrawals(app.services.database.db, { memberId: auth.member.id, cursor, limit }),
      )
    }),
  )
}

export const getWithdrawalRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawals/:id',
    {
      schema: {
        tags: ['withdrawals'],
        summary: "One of the member's withdrawals (its status as the payout moves)",
        security: [{ bearer: [] }],
        params: withdrawalParamsSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      return ok(
        request,
        await getWithdrawal(app.services.database.db, {
          memberId: auth.member.id,
          id: request.params.id,
        }),
      )
    }),
  )
}
