import { ApiCode, formatApiMessage } from '@vita/shared'
import type { ModuleRoutes } from '../../../app/registerModuleRoutes'
import { requestLocale } from '../../../app/envelope'
import { WithdrawRuleError } from '../errors'
import { getWithdrawalRoute, listWithdrawalsRoute } from './listWithdrawals'
import { requestWithdrawalRoute } from './requestWithdrawal'
import { withdrawRulesRoute } from './withdrawRules'

/** /withdrawals/rules, POST /withdrawals, GET /withdrawals, GET /withdrawals/:id. */
export const withdrawalsRoutes: ModuleRoutes = async (app) => {
  // Messages with placeholders ("提现金额不能少于{amount} DPINE") are filled in here; every other error
  // goes on to the app's one error handler.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WithdrawRuleError) {
      const msg = formatApiMessage(error.messageKey, requestLocale(request), error.params)
      return reply
        .status(error.httpStatus)
        .send({ code: ApiCode.invalidInput, msg, data: error.details ?? null })
    }
    throw error
  })
  await app.register(withdrawRulesRoute)
  await app.register(requestWithdrawalRoute)
  await app.register(listWithdrawalsRoute)
  await app.register(getWithdrawalRoute)
}
