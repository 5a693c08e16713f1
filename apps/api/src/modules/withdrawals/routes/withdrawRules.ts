import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeSchema, withdrawRulesResponseSchema } from '@vita/shared'
import { ok } from '../../../platform/http/envelope'
import { listWithdrawRules, toWithdrawRules } from '../withdrawRules'

export const withdrawRulesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/withdrawals/rules',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Withdraw rules per currency: minimum, fee, expected arrival, enabled',
        response: { 200: envelopeSchema(withdrawRulesResponseSchema) },
      },
    },
    async (request) => {
      const rules = await listWithdrawRules(app.services.database.db)
      return ok(request, { rules: rules.map(toWithdrawRules) })
    },
  )
}
