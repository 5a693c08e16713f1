import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getWithdrawalRoute, listWithdrawalsRoute } from './listWithdrawals'
import { requestWithdrawalRoute } from './requestWithdrawal'
import { withdrawRulesRoute } from './withdrawRules'

/** /withdrawals/rules, POST /withdrawals, GET /withdrawals, GET /withdrawals/:id. */
export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withdrawRulesRoute)
  await app.register(requestWithdrawalRoute)
  await app.register(listWithdrawalsRoute)
  await app.register(getWithdrawalRoute)
}
