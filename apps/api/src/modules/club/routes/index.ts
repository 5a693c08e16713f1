import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activationRoute } from './activation'
import { cardRoutes } from './cards'
import { cancelOrderRoute } from './cancelOrder'
import { claimDividendsRoute } from './claimDividends'
import { createOrderRoute } from './createOrder'
import { directRewardsRoute } from './directRewards'
import { dividendRoutes } from './dividends'
import { getOrderRoute } from './getOrder'
import { listOrdersRoute } from './listOrders'
import { statsAndEarningsRoutes } from './earnings'
import { memberRoutes } from './members'
import { nodeRoutes } from './nodes'
import { purchaseRoute } from './purchase'
import { rulesRoutes } from './rules'
import { sellPermissionRoute } from './sellPermission'
import { submitOrderTxRoute } from './submitOrderTx'
import { teamRoutes } from './team'

/** GET /club/activation. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(activationRoute)
  await app.register(sellPermissionRoute)
  await app.register(purchaseRoute)
  await app.register(createOrderRoute)
  await app.register(submitOrderTxRoute)
  await app.register(cancelOrderRoute)
  await app.register(listOrdersRoute)
  await app.register(getOrderRoute)
  await app.register(claimDividendsRoute)
  await app.register(rulesRoutes)
  await app.register(teamRoutes)
  await app.register(statsAndEarningsRoutes)
  await app.register(dividendRoutes)
  await app.register(directRewardsRoute)
  await app.register(memberRoutes)
  await app.register(cardRoutes)
  await app.register(nodeRoutes)
}
